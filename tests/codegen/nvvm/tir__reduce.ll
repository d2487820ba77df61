; kernel reductions [BM=8, BN=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @reductions(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, float addrspace(1)* noalias %p10, i32 %p11, i32 %p12) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = lshr i32 %v22, 4
  %v24 = and i32 %v23, 7
  %v25 = and i32 %v22, 15
  %v26 = sext i32 %v4 to i64
  %v27 = mul i64 %v26, 8
  %v28 = zext i32 %v24 to i64
  %v29 = add i64 %v27, %v28
  %v30 = sext i32 %p3 to i64
  %v31 = zext i32 %p1 to i64
  %v32 = mul i64 %v29, %v30
  %v33 = add i64 %v27, 8
  %v34 = icmp sle i64 %v33, %v31
  %v35 = icmp sge i64 %v26, 0
  %v36 = and i1 %v34, %v35
  %v37 = zext i32 %v25 to i64
  %v38 = zext i32 %p2 to i64
  %v39 = add i64 %v32, %v37
  %v40 = icmp sle i64 16, %v38
  %v41 = icmp sge i64 0, 0
  %v42 = and i1 %v40, %v41
  %v43 = and i1 %v36, %v42
  br i1 %v43, label %ld_full1, label %ld_edge2
ld_full1:
  %v44 = icmp ult i64 %v29, %v31
  %v45 = icmp ult i64 %v37, %v38
  %v46 = and i1 %v44, %v45
  %v47 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v48 = bitcast float addrspace(1)* %v47 to <4 x float> addrspace(1)*
  %v49 = load <4 x float>, <4 x float> addrspace(1)* %v48, align 16
  %v50 = extractelement <4 x float> %v49, i32 0
  %v51 = extractelement <4 x float> %v49, i32 1
  %v52 = extractelement <4 x float> %v49, i32 2
  %v53 = extractelement <4 x float> %v49, i32 3
  br label %ld_done3
ld_edge2:
  %v54 = bitcast float 0x0000000000000000 to i32
  %v55 = icmp ult i64 %v29, %v31
  %v56 = icmp ult i64 %v37, %v38
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v59 = bitcast float addrspace(1)* %v58 to <4 x float> addrspace(1)*
  %v60 = ptrtoint <4 x float> addrspace(1)* %v59 to i64
  %v61 = zext i1 %v57 to i32
  %v62 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v60, i32 %v61, i32 %v54, i32 %v54, i32 %v54, i32 %v54)
  %v63 = extractvalue {i32, i32, i32, i32} %v62, 0
  %v64 = extractvalue {i32, i32, i32, i32} %v62, 1
  %v65 = extractvalue {i32, i32, i32, i32} %v62, 2
  %v66 = extractvalue {i32, i32, i32, i32} %v62, 3
  %v67 = bitcast i32 %v63 to float
  %v68 = bitcast i32 %v64 to float
  %v69 = bitcast i32 %v65 to float
  %v70 = bitcast i32 %v66 to float
  %v71 = insertelement <4 x float> undef, float %v67, i32 0
  %v72 = insertelement <4 x float> %v71, float %v68, i32 1
  %v73 = insertelement <4 x float> %v72, float %v69, i32 2
  %v74 = insertelement <4 x float> %v73, float %v70, i32 3
  %v75 = extractelement <4 x float> %v74, i32 0
  %v76 = extractelement <4 x float> %v74, i32 1
  %v77 = extractelement <4 x float> %v74, i32 2
  %v78 = extractelement <4 x float> %v74, i32 3
  br label %ld_done3
ld_done3:
  %v79 = phi float [ %v50, %ld_full1 ], [ %v75, %ld_edge2 ]
  %v80 = phi float [ %v51, %ld_full1 ], [ %v76, %ld_edge2 ]
  %v81 = phi float [ %v52, %ld_full1 ], [ %v77, %ld_edge2 ]
  %v82 = phi float [ %v53, %ld_full1 ], [ %v78, %ld_edge2 ]
  %v83 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v79, float %v80)
  %v84 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v83, float %v81)
  %v85 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v84, float %v82)
  %v86 = bitcast float %v85 to i32
  %v87 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v86, i32 1, i32 31)
  %v88 = bitcast i32 %v87 to float
  %v89 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v85, float %v88)
  %v90 = bitcast float %v89 to i32
  %v91 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v90, i32 2, i32 31)
  %v92 = bitcast i32 %v91 to float
  %v93 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v89, float %v92)
  %v94 = fsub float %v79, %v93
  %v95 = fsub float %v80, %v93
  %v96 = fsub float %v81, %v93
  %v97 = fsub float %v82, %v93
  %v98 = fadd float %v94, %v95
  %v99 = fadd float %v98, %v96
  %v100 = fadd float %v99, %v97
  %v101 = bitcast float %v100 to i32
  %v102 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v101, i32 1, i32 31)
  %v103 = bitcast i32 %v102 to float
  %v104 = fadd float %v100, %v103
  %v105 = bitcast float %v104 to i32
  %v106 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v105, i32 2, i32 31)
  %v107 = bitcast i32 %v106 to float
  %v108 = fadd float %v104, %v107
  %v109 = bitcast float %v79 to i32
  %v110 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v109, i32 4, i32 31)
  %v111 = bitcast i32 %v110 to float
  %v112 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v79, float %v111)
  %v113 = bitcast float %v80 to i32
  %v114 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v113, i32 4, i32 31)
  %v115 = bitcast i32 %v114 to float
  %v116 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v80, float %v115)
  %v117 = bitcast float %v81 to i32
  %v118 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v117, i32 4, i32 31)
  %v119 = bitcast i32 %v118 to float
  %v120 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v81, float %v119)
  %v121 = bitcast float %v82 to i32
  %v122 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v121, i32 4, i32 31)
  %v123 = bitcast i32 %v122 to float
  %v124 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v82, float %v123)
  %v125 = bitcast float %v112 to i32
  %v126 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v125, i32 8, i32 31)
  %v127 = bitcast i32 %v126 to float
  %v128 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v112, float %v127)
  %v129 = bitcast float %v116 to i32
  %v130 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v129, i32 8, i32 31)
  %v131 = bitcast i32 %v130 to float
  %v132 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v116, float %v131)
  %v133 = bitcast float %v120 to i32
  %v134 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v133, i32 8, i32 31)
  %v135 = bitcast i32 %v134 to float
  %v136 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v120, float %v135)
  %v137 = bitcast float %v124 to i32
  %v138 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v137, i32 8, i32 31)
  %v139 = bitcast i32 %v138 to float
  %v140 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v124, float %v139)
  %v141 = bitcast float %v128 to i32
  %v142 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v141, i32 16, i32 31)
  %v143 = bitcast i32 %v142 to float
  %v144 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v128, float %v143)
  %v145 = bitcast float %v132 to i32
  %v146 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v145, i32 16, i32 31)
  %v147 = bitcast i32 %v146 to float
  %v148 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v132, float %v147)
  %v149 = bitcast float %v136 to i32
  %v150 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v149, i32 16, i32 31)
  %v151 = bitcast i32 %v150 to float
  %v152 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v136, float %v151)
  %v153 = bitcast float %v140 to i32
  %v154 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v153, i32 16, i32 31)
  %v155 = bitcast i32 %v154 to float
  %v156 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v140, float %v155)
  %v157 = fmul float %v144, %v148
  %v158 = fmul float %v157, %v152
  %v159 = fmul float %v158, %v156
  %v160 = bitcast float %v159 to i32
  %v161 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v160, i32 1, i32 31)
  %v162 = bitcast i32 %v161 to float
  %v163 = fmul float %v159, %v162
  %v164 = bitcast float %v163 to i32
  %v165 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v164, i32 2, i32 31)
  %v166 = bitcast i32 %v165 to float
  %v167 = fmul float %v163, %v166
  %v168 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v169 = fadd float %v108, %v167
  call void @llvm.nvvm.barrier0()
  %v170 = lshr i32 %v2, 2
  %v171 = and i32 %v170, 1
  %v172 = lshr i32 %v2, 3
  %v173 = and i32 %v172, 1
  %v174 = shl i32 %v173, 1
  %v175 = or i32 %v171, %v174
  %v176 = lshr i32 %v2, 4
  %v177 = and i32 %v176, 1
  %v178 = shl i32 %v177, 2
  %v179 = or i32 %v175, %v178
  %v180 = shl i32 %v179, 2
  %v181 = lshr i32 %v180, 7
  %v182 = and i32 %v181, 7
  %v183 = shl i32 %v182, 4
  %v184 = xor i32 %v180, %v183
  %v185 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v184
  %v186 = bitcast i8 addrspace(3)* %v185 to float addrspace(3)*
  store float %v169, float addrspace(3)* %v186, align 4
  call void @llvm.nvvm.barrier0()
  %v187 = and i32 %v2, 1
  %v188 = shl i32 %v187, 2
  %v189 = shl i32 %v188, 2
  %v190 = lshr i32 %v189, 7
  %v191 = and i32 %v190, 7
  %v192 = shl i32 %v191, 4
  %v193 = xor i32 %v189, %v192
  %v194 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v193
  %v195 = bitcast i8 addrspace(3)* %v194 to <4 x float> addrspace(3)*
  %v196 = load <4 x float>, <4 x float> addrspace(3)* %v195, align 16
  %v197 = extractelement <4 x float> %v196, i32 0
  %v198 = extractelement <4 x float> %v196, i32 1
  %v199 = extractelement <4 x float> %v196, i32 2
  %v200 = extractelement <4 x float> %v196, i32 3
  %v201 = and i32 %v2, 1
  %v202 = shl i32 %v201, 2
  %v203 = and i32 %v202, 7
  %v204 = sext i32 %v168 to i64
  %v205 = mul i64 %v204, 8
  %v206 = zext i32 %v203 to i64
  %v207 = add i64 %v205, %v206
  %v208 = zext i32 %p11 to i64
  %v209 = add i64 %v205, 8
  %v210 = icmp sle i64 %v209, %v208
  %v211 = icmp sge i64 %v204, 0
  %v212 = and i1 %v210, %v211
  %v213 = and i32 %v2, 30
  %v214 = icmp eq i32 %v213, 0
  %v215 = and i32 %v3, 3
  %v216 = icmp eq i32 %v215, 0
  %v217 = and i1 %v214, %v216
  br i1 %v217, label %st_owner4, label %join5
st_owner4:
  br i1 %v212, label %st_full6, label %st_edge7
join5:
  call void @llvm.nvvm.barrier0()
  %v232 = and i32 %v2, 1
  %v233 = shl i32 %v232, 2
  %v234 = lshr i32 %v2, 1
  %v235 = and i32 %v234, 1
  %v236 = shl i32 %v235, 3
  %v237 = or i32 %v233, %v236
  %v238 = lshr i32 %v2, 2
  %v239 = and i32 %v238, 1
  %v240 = shl i32 %v239, 4
  %v241 = or i32 %v237, %v240
  %v242 = lshr i32 %v2, 3
  %v243 = and i32 %v242, 1
  %v244 = shl i32 %v243, 5
  %v245 = or i32 %v241, %v244
  %v246 = lshr i32 %v2, 4
  %v247 = and i32 %v246, 1
  %v248 = shl i32 %v247, 6
  %v249 = or i32 %v245, %v248
  %v250 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v251 = getelementptr inbounds float, float addrspace(3)* %v250, i32 %v249
  store float %v79, float addrspace(3)* %v251, align 4
  %v252 = or i32 %v249, 1
  %v253 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v254 = getelementptr inbounds float, float addrspace(3)* %v253, i32 %v252
  store float %v80, float addrspace(3)* %v254, align 4
  %v255 = or i32 %v249, 2
  %v256 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v257 = getelementptr inbounds float, float addrspace(3)* %v256, i32 %v255
  store float %v81, float addrspace(3)* %v257, align 4
  %v258 = or i32 %v249, 3
  %v259 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v260 = getelementptr inbounds float, float addrspace(3)* %v259, i32 %v258
  store float %v82, float addrspace(3)* %v260, align 4
  call void @llvm.nvvm.barrier0()
  %v261 = and i32 %v2, 1
  %v262 = shl i32 %v261, 2
  %v263 = lshr i32 %v2, 1
  %v264 = and i32 %v263, 1
  %v265 = shl i32 %v264, 3
  %v266 = or i32 %v262, %v265
  %v267 = lshr i32 %v2, 2
  %v268 = and i32 %v267, 1
  %v269 = shl i32 %v268, 4
  %v270 = or i32 %v266, %v269
  %v271 = lshr i32 %v2, 3
  %v272 = and i32 %v271, 1
  %v273 = shl i32 %v272, 5
  %v274 = or i32 %v270, %v273
  %v275 = lshr i32 %v2, 4
  %v276 = and i32 %v275, 1
  %v277 = shl i32 %v276, 6
  %v278 = or i32 %v274, %v277
  %v279 = lshr i32 %v278, 4
  %v280 = and i32 %v279, 7
  %v281 = and i32 %v278, 15
  %v282 = mul i32 %v280, 16
  %v283 = mul i32 %v280, 16
  %v284 = add i32 %v281, 1
  %v285 = mul i32 %v280, 16
  %v286 = add i32 %v281, 2
  %v287 = mul i32 %v280, 16
  %v288 = add i32 %v281, 3
  br label %scan11
st_full6:
  %v218 = icmp ult i64 %v207, %v208
  %v219 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v207
  %v220 = insertelement <4 x float> undef, float %v197, i32 0
  %v221 = insertelement <4 x float> %v220, float %v198, i32 1
  %v222 = insertelement <4 x float> %v221, float %v199, i32 2
  %v223 = insertelement <4 x float> %v222, float %v200, i32 3
  %v224 = bitcast float addrspace(1)* %v219 to <4 x float> addrspace(1)*
  store <4 x float> %v223, <4 x float> addrspace(1)* %v224, align 16
  br label %st_done8
st_edge7:
  %v225 = icmp ult i64 %v207, %v208
  %v226 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v207
  br i1 %v225, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v227 = insertelement <4 x float> undef, float %v197, i32 0
  %v228 = insertelement <4 x float> %v227, float %v198, i32 1
  %v229 = insertelement <4 x float> %v228, float %v199, i32 2
  %v230 = insertelement <4 x float> %v229, float %v200, i32 3
  %v231 = bitcast float addrspace(1)* %v226 to <4 x float> addrspace(1)*
  store <4 x float> %v230, <4 x float> addrspace(1)* %v231, align 16
  br label %join10
join10:
  br label %st_done8
scan11:
  %v289 = phi i32 [ 0, %join5 ], [ %v322, %scan11 ]
  %v290 = phi float [ 0x0000000000000000, %join5 ], [ %v300, %scan11 ]
  %v291 = phi float [ 0x0000000000000000, %join5 ], [ %v307, %scan11 ]
  %v292 = phi float [ 0x0000000000000000, %join5 ], [ %v314, %scan11 ]
  %v293 = phi float [ 0x0000000000000000, %join5 ], [ %v321, %scan11 ]
  %v294 = add i32 %v282, %v289
  %v295 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v296 = getelementptr inbounds float, float addrspace(3)* %v295, i32 %v294
  %v297 = load float, float addrspace(3)* %v296, align 4
  %v298 = fadd float %v290, %v297
  %v299 = icmp sle i32 %v289, %v281
  %v300 = select i1 %v299, float %v298, float %v290
  %v301 = add i32 %v283, %v289
  %v302 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v303 = getelementptr inbounds float, float addrspace(3)* %v302, i32 %v301
  %v304 = load float, float addrspace(3)* %v303, align 4
  %v305 = fadd float %v291, %v304
  %v306 = icmp sle i32 %v289, %v284
  %v307 = select i1 %v306, float %v305, float %v291
  %v308 = add i32 %v285, %v289
  %v309 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v310 = getelementptr inbounds float, float addrspace(3)* %v309, i32 %v308
  %v311 = load float, float addrspace(3)* %v310, align 4
  %v312 = fadd float %v292, %v311
  %v313 = icmp sle i32 %v289, %v286
  %v314 = select i1 %v313, float %v312, float %v292
  %v315 = add i32 %v287, %v289
  %v316 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v317 = getelementptr inbounds float, float addrspace(3)* %v316, i32 %v315
  %v318 = load float, float addrspace(3)* %v317, align 4
  %v319 = fadd float %v293, %v318
  %v320 = icmp sle i32 %v289, %v288
  %v321 = select i1 %v320, float %v319, float %v293
  %v322 = add i32 %v289, 1
  %v323 = icmp slt i32 %v322, 16
  br i1 %v323, label %scan11, label %scanned12
scanned12:
  call void @llvm.nvvm.barrier0()
  %v324 = and i32 %v2, 1
  %v325 = shl i32 %v324, 2
  %v326 = lshr i32 %v2, 1
  %v327 = and i32 %v326, 1
  %v328 = shl i32 %v327, 3
  %v329 = or i32 %v325, %v328
  %v330 = lshr i32 %v2, 2
  %v331 = and i32 %v330, 1
  %v332 = shl i32 %v331, 4
  %v333 = or i32 %v329, %v332
  %v334 = lshr i32 %v2, 3
  %v335 = and i32 %v334, 1
  %v336 = shl i32 %v335, 5
  %v337 = or i32 %v333, %v336
  %v338 = lshr i32 %v2, 4
  %v339 = and i32 %v338, 1
  %v340 = shl i32 %v339, 6
  %v341 = or i32 %v337, %v340
  %v342 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v343 = getelementptr inbounds float, float addrspace(3)* %v342, i32 %v341
  store float %v79, float addrspace(3)* %v343, align 4
  %v344 = or i32 %v341, 1
  %v345 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v346 = getelementptr inbounds float, float addrspace(3)* %v345, i32 %v344
  store float %v80, float addrspace(3)* %v346, align 4
  %v347 = or i32 %v341, 2
  %v348 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v349 = getelementptr inbounds float, float addrspace(3)* %v348, i32 %v347
  store float %v81, float addrspace(3)* %v349, align 4
  %v350 = or i32 %v341, 3
  %v351 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v352 = getelementptr inbounds float, float addrspace(3)* %v351, i32 %v350
  store float %v82, float addrspace(3)* %v352, align 4
  call void @llvm.nvvm.barrier0()
  %v353 = and i32 %v2, 1
  %v354 = shl i32 %v353, 2
  %v355 = lshr i32 %v2, 1
  %v356 = and i32 %v355, 1
  %v357 = shl i32 %v356, 3
  %v358 = or i32 %v354, %v357
  %v359 = lshr i32 %v2, 2
  %v360 = and i32 %v359, 1
  %v361 = shl i32 %v360, 4
  %v362 = or i32 %v358, %v361
  %v363 = lshr i32 %v2, 3
  %v364 = and i32 %v363, 1
  %v365 = shl i32 %v364, 5
  %v366 = or i32 %v362, %v365
  %v367 = lshr i32 %v2, 4
  %v368 = and i32 %v367, 1
  %v369 = shl i32 %v368, 6
  %v370 = or i32 %v366, %v369
  %v371 = lshr i32 %v370, 4
  %v372 = and i32 %v371, 7
  %v373 = and i32 %v370, 15
  %v374 = add i32 %v373, 1
  %v375 = add i32 %v373, 2
  %v376 = add i32 %v373, 3
  br label %scan13
scan13:
  %v377 = phi i32 [ 0, %scanned12 ], [ %v412, %scan13 ]
  %v378 = phi float [ 0x3FF0000000000000, %scanned12 ], [ %v390, %scan13 ]
  %v379 = phi float [ 0x3FF0000000000000, %scanned12 ], [ %v397, %scan13 ]
  %v380 = phi float [ 0x3FF0000000000000, %scanned12 ], [ %v404, %scan13 ]
  %v381 = phi float [ 0x3FF0000000000000, %scanned12 ], [ %v411, %scan13 ]
  %v382 = sub i32 7, %v377
  %v383 = mul i32 %v382, 16
  %v384 = add i32 %v373, %v383
  %v385 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v386 = getelementptr inbounds float, float addrspace(3)* %v385, i32 %v384
  %v387 = load float, float addrspace(3)* %v386, align 4
  %v388 = fmul float %v378, %v387
  %v389 = icmp sge i32 %v382, %v372
  %v390 = select i1 %v389, float %v388, float %v378
  %v391 = add i32 %v374, %v383
  %v392 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v393 = getelementptr inbounds float, float addrspace(3)* %v392, i32 %v391
  %v394 = load float, float addrspace(3)* %v393, align 4
  %v395 = fmul float %v379, %v394
  %v396 = icmp sge i32 %v382, %v372
  %v397 = select i1 %v396, float %v395, float %v379
  %v398 = add i32 %v375, %v383
  %v399 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v400 = getelementptr inbounds float, float addrspace(3)* %v399, i32 %v398
  %v401 = load float, float addrspace(3)* %v400, align 4
  %v402 = fmul float %v380, %v401
  %v403 = icmp sge i32 %v382, %v372
  %v404 = select i1 %v403, float %v402, float %v380
  %v405 = add i32 %v376, %v383
  %v406 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v407 = getelementptr inbounds float, float addrspace(3)* %v406, i32 %v405
  %v408 = load float, float addrspace(3)* %v407, align 4
  %v409 = fmul float %v381, %v408
  %v410 = icmp sge i32 %v382, %v372
  %v411 = select i1 %v410, float %v409, float %v381
  %v412 = add i32 %v377, 1
  %v413 = icmp slt i32 %v412, 8
  br i1 %v413, label %scan13, label %scanned14
scanned14:
  %v414 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v415 = fadd float %v300, %v390
  %v416 = fadd float %v307, %v397
  %v417 = fadd float %v314, %v404
  %v418 = fadd float %v321, %v411
  %v419 = and i32 %v2, 1
  %v420 = shl i32 %v419, 2
  %v421 = lshr i32 %v2, 1
  %v422 = and i32 %v421, 1
  %v423 = shl i32 %v422, 3
  %v424 = or i32 %v420, %v423
  %v425 = lshr i32 %v2, 2
  %v426 = and i32 %v425, 1
  %v427 = shl i32 %v426, 4
  %v428 = or i32 %v424, %v427
  %v429 = lshr i32 %v2, 3
  %v430 = and i32 %v429, 1
  %v431 = shl i32 %v430, 5
  %v432 = or i32 %v428, %v431
  %v433 = lshr i32 %v2, 4
  %v434 = and i32 %v433, 1
  %v435 = shl i32 %v434, 6
  %v436 = or i32 %v432, %v435
  %v437 = lshr i32 %v436, 4
  %v438 = and i32 %v437, 7
  %v439 = and i32 %v436, 15
  %v440 = sext i32 %v414 to i64
  %v441 = mul i64 %v440, 8
  %v442 = zext i32 %v438 to i64
  %v443 = add i64 %v441, %v442
  %v444 = sext i32 %p8 to i64
  %v445 = zext i32 %p6 to i64
  %v446 = mul i64 %v443, %v444
  %v447 = add i64 %v441, 8
  %v448 = icmp sle i64 %v447, %v445
  %v449 = icmp sge i64 %v440, 0
  %v450 = and i1 %v448, %v449
  %v451 = zext i32 %v439 to i64
  %v452 = zext i32 %p7 to i64
  %v453 = add i64 %v446, %v451
  %v454 = icmp sle i64 16, %v452
  %v455 = icmp sge i64 0, 0
  %v456 = and i1 %v454, %v455
  %v457 = and i1 %v450, %v456
  %v458 = and i32 %v3, 3
  %v459 = icmp eq i32 %v458, 0
  br i1 %v459, label %st_owner15, label %join16
st_owner15:
  br i1 %v457, label %st_full17, label %st_edge18
join16:
  ret void
st_full17:
  %v460 = icmp ult i64 %v443, %v445
  %v461 = icmp ult i64 %v451, %v452
  %v462 = and i1 %v460, %v461
  %v463 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v453
  %v464 = insertelement <4 x float> undef, float %v415, i32 0
  %v465 = insertelement <4 x float> %v464, float %v416, i32 1
  %v466 = insertelement <4 x float> %v465, float %v417, i32 2
  %v467 = insertelement <4 x float> %v466, float %v418, i32 3
  %v468 = bitcast float addrspace(1)* %v463 to <4 x float> addrspace(1)*
  store <4 x float> %v467, <4 x float> addrspace(1)* %v468, align 16
  br label %st_done19
st_edge18:
  %v469 = icmp ult i64 %v443, %v445
  %v470 = icmp ult i64 %v451, %v452
  %v471 = and i1 %v469, %v470
  %v472 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v453
  br i1 %v471, label %st20, label %join21
st_done19:
  br label %join16
st20:
  %v473 = insertelement <4 x float> undef, float %v415, i32 0
  %v474 = insertelement <4 x float> %v473, float %v416, i32 1
  %v475 = insertelement <4 x float> %v474, float %v417, i32 2
  %v476 = insertelement <4 x float> %v475, float %v418, i32 3
  %v477 = bitcast float addrspace(1)* %v472 to <4 x float> addrspace(1)*
  store <4 x float> %v476, <4 x float> addrspace(1)* %v477, align 16
  br label %join21
join21:
  br label %st_done19
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @reductions, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @reductions, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel arg_reductions [BM=8, BN=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @arg_reductions(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i32 addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = lshr i32 %v22, 4
  %v24 = and i32 %v23, 7
  %v25 = and i32 %v22, 15
  %v26 = sext i32 %v4 to i64
  %v27 = mul i64 %v26, 8
  %v28 = zext i32 %v24 to i64
  %v29 = add i64 %v27, %v28
  %v30 = sext i32 %p3 to i64
  %v31 = zext i32 %p1 to i64
  %v32 = mul i64 %v29, %v30
  %v33 = add i64 %v27, 8
  %v34 = icmp sle i64 %v33, %v31
  %v35 = icmp sge i64 %v26, 0
  %v36 = and i1 %v34, %v35
  %v37 = zext i32 %v25 to i64
  %v38 = zext i32 %p2 to i64
  %v39 = add i64 %v32, %v37
  %v40 = icmp sle i64 16, %v38
  %v41 = icmp sge i64 0, 0
  %v42 = and i1 %v40, %v41
  %v43 = and i1 %v36, %v42
  br i1 %v43, label %ld_full1, label %ld_edge2
ld_full1:
  %v44 = icmp ult i64 %v29, %v31
  %v45 = icmp ult i64 %v37, %v38
  %v46 = and i1 %v44, %v45
  %v47 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v48 = bitcast float addrspace(1)* %v47 to <4 x float> addrspace(1)*
  %v49 = load <4 x float>, <4 x float> addrspace(1)* %v48, align 16
  %v50 = extractelement <4 x float> %v49, i32 0
  %v51 = extractelement <4 x float> %v49, i32 1
  %v52 = extractelement <4 x float> %v49, i32 2
  %v53 = extractelement <4 x float> %v49, i32 3
  br label %ld_done3
ld_edge2:
  %v54 = bitcast float 0x0000000000000000 to i32
  %v55 = icmp ult i64 %v29, %v31
  %v56 = icmp ult i64 %v37, %v38
  %v57 = and i1 %v55, %v56
  %v58 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v59 = bitcast float addrspace(1)* %v58 to <4 x float> addrspace(1)*
  %v60 = ptrtoint <4 x float> addrspace(1)* %v59 to i64
  %v61 = zext i1 %v57 to i32
  %v62 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v60, i32 %v61, i32 %v54, i32 %v54, i32 %v54, i32 %v54)
  %v63 = extractvalue {i32, i32, i32, i32} %v62, 0
  %v64 = extractvalue {i32, i32, i32, i32} %v62, 1
  %v65 = extractvalue {i32, i32, i32, i32} %v62, 2
  %v66 = extractvalue {i32, i32, i32, i32} %v62, 3
  %v67 = bitcast i32 %v63 to float
  %v68 = bitcast i32 %v64 to float
  %v69 = bitcast i32 %v65 to float
  %v70 = bitcast i32 %v66 to float
  %v71 = insertelement <4 x float> undef, float %v67, i32 0
  %v72 = insertelement <4 x float> %v71, float %v68, i32 1
  %v73 = insertelement <4 x float> %v72, float %v69, i32 2
  %v74 = insertelement <4 x float> %v73, float %v70, i32 3
  %v75 = extractelement <4 x float> %v74, i32 0
  %v76 = extractelement <4 x float> %v74, i32 1
  %v77 = extractelement <4 x float> %v74, i32 2
  %v78 = extractelement <4 x float> %v74, i32 3
  br label %ld_done3
ld_done3:
  %v79 = phi float [ %v50, %ld_full1 ], [ %v75, %ld_edge2 ]
  %v80 = phi float [ %v51, %ld_full1 ], [ %v76, %ld_edge2 ]
  %v81 = phi float [ %v52, %ld_full1 ], [ %v77, %ld_edge2 ]
  %v82 = phi float [ %v53, %ld_full1 ], [ %v78, %ld_edge2 ]
  %v83 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v84 = and i32 %v2, 1
  %v85 = shl i32 %v84, 2
  %v86 = lshr i32 %v2, 1
  %v87 = and i32 %v86, 1
  %v88 = shl i32 %v87, 3
  %v89 = or i32 %v85, %v88
  %v90 = lshr i32 %v2, 2
  %v91 = and i32 %v90, 1
  %v92 = shl i32 %v91, 4
  %v93 = or i32 %v89, %v92
  %v94 = lshr i32 %v2, 3
  %v95 = and i32 %v94, 1
  %v96 = shl i32 %v95, 5
  %v97 = or i32 %v93, %v96
  %v98 = lshr i32 %v2, 4
  %v99 = and i32 %v98, 1
  %v100 = shl i32 %v99, 6
  %v101 = or i32 %v97, %v100
  %v102 = lshr i32 %v101, 4
  %v103 = and i32 %v102, 7
  %v104 = and i32 %v101, 15
  %v105 = add i32 %v104, 1
  %v106 = icmp slt i32 %v104, %v105
  %v107 = fcmp ogt float %v79, %v80
  %v108 = fcmp oeq float %v79, %v80
  %v109 = and i1 %v108, %v106
  %v110 = or i1 %v107, %v109
  %v111 = fcmp uno float %v79, %v79
  %v112 = fcmp uno float %v80, %v80
  %v113 = xor i1 %v112, true
  %v114 = or i1 %v113, %v106
  %v115 = and i1 %v111, %v114
  %v116 = and i1 %v110, %v113
  %v117 = or i1 %v115, %v116
  %v118 = select i1 %v117, float %v79, float %v80
  %v119 = select i1 %v117, i32 %v104, i32 %v105
  %v120 = add i32 %v104, 2
  %v121 = icmp slt i32 %v119, %v120
  %v122 = fcmp ogt float %v118, %v81
  %v123 = fcmp oeq float %v118, %v81
  %v124 = and i1 %v123, %v121
  %v125 = or i1 %v122, %v124
  %v126 = fcmp uno float %v118, %v118
  %v127 = fcmp uno float %v81, %v81
  %v128 = xor i1 %v127, true
  %v129 = or i1 %v128, %v121
  %v130 = and i1 %v126, %v129
  %v131 = and i1 %v125, %v128
  %v132 = or i1 %v130, %v131
  %v133 = select i1 %v132, float %v118, float %v81
  %v134 = select i1 %v132, i32 %v119, i32 %v120
  %v135 = add i32 %v104, 3
  %v136 = icmp slt i32 %v134, %v135
  %v137 = fcmp ogt float %v133, %v82
  %v138 = fcmp oeq float %v133, %v82
  %v139 = and i1 %v138, %v136
  %v140 = or i1 %v137, %v139
  %v141 = fcmp uno float %v133, %v133
  %v142 = fcmp uno float %v82, %v82
  %v143 = xor i1 %v142, true
  %v144 = or i1 %v143, %v136
  %v145 = and i1 %v141, %v144
  %v146 = and i1 %v140, %v143
  %v147 = or i1 %v145, %v146
  %v148 = select i1 %v147, float %v133, float %v82
  %v149 = select i1 %v147, i32 %v134, i32 %v135
  %v150 = bitcast float %v148 to i32
  %v151 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v150, i32 1, i32 31)
  %v152 = bitcast i32 %v151 to float
  %v153 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v149, i32 1, i32 31)
  %v154 = icmp slt i32 %v149, %v153
  %v155 = fcmp ogt float %v148, %v152
  %v156 = fcmp oeq float %v148, %v152
  %v157 = and i1 %v156, %v154
  %v158 = or i1 %v155, %v157
  %v159 = fcmp uno float %v148, %v148
  %v160 = fcmp uno float %v152, %v152
  %v161 = xor i1 %v160, true
  %v162 = or i1 %v161, %v154
  %v163 = and i1 %v159, %v162
  %v164 = and i1 %v158, %v161
  %v165 = or i1 %v163, %v164
  %v166 = select i1 %v165, float %v148, float %v152
  %v167 = select i1 %v165, i32 %v149, i32 %v153
  %v168 = bitcast float %v166 to i32
  %v169 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v168, i32 2, i32 31)
  %v170 = bitcast i32 %v169 to float
  %v171 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v167, i32 2, i32 31)
  %v172 = icmp slt i32 %v167, %v171
  %v173 = fcmp ogt float %v166, %v170
  %v174 = fcmp oeq float %v166, %v170
  %v175 = and i1 %v174, %v172
  %v176 = or i1 %v173, %v175
  %v177 = fcmp uno float %v166, %v166
  %v178 = fcmp uno float %v170, %v170
  %v179 = xor i1 %v178, true
  %v180 = or i1 %v179, %v172
  %v181 = and i1 %v177, %v180
  %v182 = and i1 %v176, %v179
  %v183 = or i1 %v181, %v182
  %v184 = select i1 %v183, float %v166, float %v170
  %v185 = select i1 %v183, i32 %v167, i32 %v171
  %v186 = and i32 %v2, 1
  %v187 = shl i32 %v186, 2
  %v188 = lshr i32 %v2, 1
  %v189 = and i32 %v188, 1
  %v190 = shl i32 %v189, 3
  %v191 = or i32 %v187, %v190
  %v192 = lshr i32 %v2, 2
  %v193 = and i32 %v192, 1
  %v194 = shl i32 %v193, 4
  %v195 = or i32 %v191, %v194
  %v196 = lshr i32 %v2, 3
  %v197 = and i32 %v196, 1
  %v198 = shl i32 %v197, 5
  %v199 = or i32 %v195, %v198
  %v200 = lshr i32 %v2, 4
  %v201 = and i32 %v200, 1
  %v202 = shl i32 %v201, 6
  %v203 = or i32 %v199, %v202
  %v204 = lshr i32 %v203, 4
  %v205 = and i32 %v204, 7
  %v206 = and i32 %v203, 15
  %v207 = add i32 %v206, 1
  %v208 = icmp slt i32 %v206, %v207
  %v209 = fcmp olt float %v79, %v80
  %v210 = fcmp oeq float %v79, %v80
  %v211 = and i1 %v210, %v208
  %v212 = or i1 %v209, %v211
  %v213 = fcmp uno float %v79, %v79
  %v214 = fcmp uno float %v80, %v80
  %v215 = xor i1 %v214, true
  %v216 = or i1 %v215, %v208
  %v217 = and i1 %v213, %v216
  %v218 = and i1 %v212, %v215
  %v219 = or i1 %v217, %v218
  %v220 = select i1 %v219, float %v79, float %v80
  %v221 = select i1 %v219, i32 %v206, i32 %v207
  %v222 = add i32 %v206, 2
  %v223 = icmp slt i32 %v221, %v222
  %v224 = fcmp olt float %v220, %v81
  %v225 = fcmp oeq float %v220, %v81
  %v226 = and i1 %v225, %v223
  %v227 = or i1 %v224, %v226
  %v228 = fcmp uno float %v220, %v220
  %v229 = fcmp uno float %v81, %v81
  %v230 = xor i1 %v229, true
  %v231 = or i1 %v230, %v223
  %v232 = and i1 %v228, %v231
  %v233 = and i1 %v227, %v230
  %v234 = or i1 %v232, %v233
  %v235 = select i1 %v234, float %v220, float %v81
  %v236 = select i1 %v234, i32 %v221, i32 %v222
  %v237 = add i32 %v206, 3
  %v238 = icmp slt i32 %v236, %v237
  %v239 = fcmp olt float %v235, %v82
  %v240 = fcmp oeq float %v235, %v82
  %v241 = and i1 %v240, %v238
  %v242 = or i1 %v239, %v241
  %v243 = fcmp uno float %v235, %v235
  %v244 = fcmp uno float %v82, %v82
  %v245 = xor i1 %v244, true
  %v246 = or i1 %v245, %v238
  %v247 = and i1 %v243, %v246
  %v248 = and i1 %v242, %v245
  %v249 = or i1 %v247, %v248
  %v250 = select i1 %v249, float %v235, float %v82
  %v251 = select i1 %v249, i32 %v236, i32 %v237
  %v252 = bitcast float %v250 to i32
  %v253 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v252, i32 1, i32 31)
  %v254 = bitcast i32 %v253 to float
  %v255 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v251, i32 1, i32 31)
  %v256 = icmp slt i32 %v251, %v255
  %v257 = fcmp olt float %v250, %v254
  %v258 = fcmp oeq float %v250, %v254
  %v259 = and i1 %v258, %v256
  %v260 = or i1 %v257, %v259
  %v261 = fcmp uno float %v250, %v250
  %v262 = fcmp uno float %v254, %v254
  %v263 = xor i1 %v262, true
  %v264 = or i1 %v263, %v256
  %v265 = and i1 %v261, %v264
  %v266 = and i1 %v260, %v263
  %v267 = or i1 %v265, %v266
  %v268 = select i1 %v267, float %v250, float %v254
  %v269 = select i1 %v267, i32 %v251, i32 %v255
  %v270 = bitcast float %v268 to i32
  %v271 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v270, i32 2, i32 31)
  %v272 = bitcast i32 %v271 to float
  %v273 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v269, i32 2, i32 31)
  %v274 = icmp slt i32 %v269, %v273
  %v275 = fcmp olt float %v268, %v272
  %v276 = fcmp oeq float %v268, %v272
  %v277 = and i1 %v276, %v274
  %v278 = or i1 %v275, %v277
  %v279 = fcmp uno float %v268, %v268
  %v280 = fcmp uno float %v272, %v272
  %v281 = xor i1 %v280, true
  %v282 = or i1 %v281, %v274
  %v283 = and i1 %v279, %v282
  %v284 = and i1 %v278, %v281
  %v285 = or i1 %v283, %v284
  %v286 = select i1 %v285, float %v268, float %v272
  %v287 = select i1 %v285, i32 %v269, i32 %v273
  %v288 = add i32 %v185, %v287
  call void @llvm.nvvm.barrier0()
  %v289 = lshr i32 %v2, 2
  %v290 = and i32 %v289, 1
  %v291 = lshr i32 %v2, 3
  %v292 = and i32 %v291, 1
  %v293 = shl i32 %v292, 1
  %v294 = or i32 %v290, %v293
  %v295 = lshr i32 %v2, 4
  %v296 = and i32 %v295, 1
  %v297 = shl i32 %v296, 2
  %v298 = or i32 %v294, %v297
  %v299 = shl i32 %v298, 2
  %v300 = lshr i32 %v299, 7
  %v301 = and i32 %v300, 7
  %v302 = shl i32 %v301, 4
  %v303 = xor i32 %v299, %v302
  %v304 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v303
  %v305 = bitcast i8 addrspace(3)* %v304 to i32 addrspace(3)*
  store i32 %v288, i32 addrspace(3)* %v305, align 4
  call void @llvm.nvvm.barrier0()
  %v306 = and i32 %v2, 1
  %v307 = shl i32 %v306, 2
  %v308 = shl i32 %v307, 2
  %v309 = lshr i32 %v308, 7
  %v310 = and i32 %v309, 7
  %v311 = shl i32 %v310, 4
  %v312 = xor i32 %v308, %v311
  %v313 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v312
  %v314 = bitcast i8 addrspace(3)* %v313 to <4 x i32> addrspace(3)*
  %v315 = load <4 x i32>, <4 x i32> addrspace(3)* %v314, align 16
  %v316 = extractelement <4 x i32> %v315, i32 0
  %v317 = extractelement <4 x i32> %v315, i32 1
  %v318 = extractelement <4 x i32> %v315, i32 2
  %v319 = extractelement <4 x i32> %v315, i32 3
  %v320 = and i32 %v2, 1
  %v321 = shl i32 %v320, 2
  %v322 = and i32 %v321, 7
  %v323 = sext i32 %v83 to i64
  %v324 = mul i64 %v323, 8
  %v325 = zext i32 %v322 to i64
  %v326 = add i64 %v324, %v325
  %v327 = zext i32 %p6 to i64
  %v328 = add i64 %v324, 8
  %v329 = icmp sle i64 %v328, %v327
  %v330 = icmp sge i64 %v323, 0
  %v331 = and i1 %v329, %v330
  %v332 = and i32 %v2, 30
  %v333 = icmp eq i32 %v332, 0
  %v334 = and i32 %v3, 3
  %v335 = icmp eq i32 %v334, 0
  %v336 = and i1 %v333, %v335
  br i1 %v336, label %st_owner4, label %join5
st_owner4:
  br i1 %v331, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v337 = icmp ult i64 %v326, %v327
  %v338 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v326
  %v339 = insertelement <4 x i32> undef, i32 %v316, i32 0
  %v340 = insertelement <4 x i32> %v339, i32 %v317, i32 1
  %v341 = insertelement <4 x i32> %v340, i32 %v318, i32 2
  %v342 = insertelement <4 x i32> %v341, i32 %v319, i32 3
  %v343 = bitcast i32 addrspace(1)* %v338 to <4 x i32> addrspace(1)*
  store <4 x i32> %v342, <4 x i32> addrspace(1)* %v343, align 16
  br label %st_done8
st_edge7:
  %v344 = icmp ult i64 %v326, %v327
  %v345 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v326
  br i1 %v344, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v346 = insertelement <4 x i32> undef, i32 %v316, i32 0
  %v347 = insertelement <4 x i32> %v346, i32 %v317, i32 1
  %v348 = insertelement <4 x i32> %v347, i32 %v318, i32 2
  %v349 = insertelement <4 x i32> %v348, i32 %v319, i32 3
  %v350 = bitcast i32 addrspace(1)* %v345 to <4 x i32> addrspace(1)*
  store <4 x i32> %v349, <4 x i32> addrspace(1)* %v350, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, i32 addrspace(1)*, i32, i32)* @arg_reductions, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, i32 addrspace(1)*, i32, i32)* @arg_reductions, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
