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
  %v180 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v181 = getelementptr inbounds float, float addrspace(3)* %v180, i32 %v179
  store float %v169, float addrspace(3)* %v181, align 4
  call void @llvm.nvvm.barrier0()
  %v182 = and i32 %v2, 1
  %v183 = shl i32 %v182, 2
  %v184 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v185 = getelementptr inbounds float, float addrspace(3)* %v184, i32 %v183
  %v186 = load float, float addrspace(3)* %v185, align 4
  %v187 = or i32 %v183, 1
  %v188 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v189 = getelementptr inbounds float, float addrspace(3)* %v188, i32 %v187
  %v190 = load float, float addrspace(3)* %v189, align 4
  %v191 = or i32 %v183, 2
  %v192 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v193 = getelementptr inbounds float, float addrspace(3)* %v192, i32 %v191
  %v194 = load float, float addrspace(3)* %v193, align 4
  %v195 = or i32 %v183, 3
  %v196 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v197 = getelementptr inbounds float, float addrspace(3)* %v196, i32 %v195
  %v198 = load float, float addrspace(3)* %v197, align 4
  %v199 = and i32 %v2, 1
  %v200 = shl i32 %v199, 2
  %v201 = and i32 %v200, 7
  %v202 = sext i32 %v168 to i64
  %v203 = mul i64 %v202, 8
  %v204 = zext i32 %v201 to i64
  %v205 = add i64 %v203, %v204
  %v206 = zext i32 %p11 to i64
  %v207 = add i64 %v203, 8
  %v208 = icmp sle i64 %v207, %v206
  %v209 = icmp sge i64 %v202, 0
  %v210 = and i1 %v208, %v209
  %v211 = and i32 %v2, 30
  %v212 = icmp eq i32 %v211, 0
  %v213 = and i32 %v3, 3
  %v214 = icmp eq i32 %v213, 0
  %v215 = and i1 %v212, %v214
  br i1 %v215, label %st_owner4, label %join5
st_owner4:
  br i1 %v210, label %st_full6, label %st_edge7
join5:
  call void @llvm.nvvm.barrier0()
  %v230 = and i32 %v2, 1
  %v231 = shl i32 %v230, 2
  %v232 = lshr i32 %v2, 1
  %v233 = and i32 %v232, 1
  %v234 = shl i32 %v233, 3
  %v235 = or i32 %v231, %v234
  %v236 = lshr i32 %v2, 2
  %v237 = and i32 %v236, 1
  %v238 = shl i32 %v237, 4
  %v239 = or i32 %v235, %v238
  %v240 = lshr i32 %v2, 3
  %v241 = and i32 %v240, 1
  %v242 = shl i32 %v241, 5
  %v243 = or i32 %v239, %v242
  %v244 = lshr i32 %v2, 4
  %v245 = and i32 %v244, 1
  %v246 = shl i32 %v245, 6
  %v247 = or i32 %v243, %v246
  %v248 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v249 = getelementptr inbounds float, float addrspace(3)* %v248, i32 %v247
  store float %v79, float addrspace(3)* %v249, align 4
  %v250 = or i32 %v247, 1
  %v251 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v252 = getelementptr inbounds float, float addrspace(3)* %v251, i32 %v250
  store float %v80, float addrspace(3)* %v252, align 4
  %v253 = or i32 %v247, 2
  %v254 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v255 = getelementptr inbounds float, float addrspace(3)* %v254, i32 %v253
  store float %v81, float addrspace(3)* %v255, align 4
  %v256 = or i32 %v247, 3
  %v257 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v258 = getelementptr inbounds float, float addrspace(3)* %v257, i32 %v256
  store float %v82, float addrspace(3)* %v258, align 4
  call void @llvm.nvvm.barrier0()
  %v259 = and i32 %v2, 1
  %v260 = shl i32 %v259, 2
  %v261 = lshr i32 %v2, 1
  %v262 = and i32 %v261, 1
  %v263 = shl i32 %v262, 3
  %v264 = or i32 %v260, %v263
  %v265 = lshr i32 %v2, 2
  %v266 = and i32 %v265, 1
  %v267 = shl i32 %v266, 4
  %v268 = or i32 %v264, %v267
  %v269 = lshr i32 %v2, 3
  %v270 = and i32 %v269, 1
  %v271 = shl i32 %v270, 5
  %v272 = or i32 %v268, %v271
  %v273 = lshr i32 %v2, 4
  %v274 = and i32 %v273, 1
  %v275 = shl i32 %v274, 6
  %v276 = or i32 %v272, %v275
  %v277 = lshr i32 %v276, 4
  %v278 = and i32 %v277, 7
  %v279 = and i32 %v276, 15
  %v280 = mul i32 %v278, 16
  %v281 = mul i32 %v278, 16
  %v282 = add i32 %v279, 1
  %v283 = mul i32 %v278, 16
  %v284 = add i32 %v279, 2
  %v285 = mul i32 %v278, 16
  %v286 = add i32 %v279, 3
  br label %scan11
st_full6:
  %v216 = icmp ult i64 %v205, %v206
  %v217 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v205
  %v218 = insertelement <4 x float> undef, float %v186, i32 0
  %v219 = insertelement <4 x float> %v218, float %v190, i32 1
  %v220 = insertelement <4 x float> %v219, float %v194, i32 2
  %v221 = insertelement <4 x float> %v220, float %v198, i32 3
  %v222 = bitcast float addrspace(1)* %v217 to <4 x float> addrspace(1)*
  store <4 x float> %v221, <4 x float> addrspace(1)* %v222, align 16
  br label %st_done8
st_edge7:
  %v223 = icmp ult i64 %v205, %v206
  %v224 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v205
  br i1 %v223, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v225 = insertelement <4 x float> undef, float %v186, i32 0
  %v226 = insertelement <4 x float> %v225, float %v190, i32 1
  %v227 = insertelement <4 x float> %v226, float %v194, i32 2
  %v228 = insertelement <4 x float> %v227, float %v198, i32 3
  %v229 = bitcast float addrspace(1)* %v224 to <4 x float> addrspace(1)*
  store <4 x float> %v228, <4 x float> addrspace(1)* %v229, align 16
  br label %join10
join10:
  br label %st_done8
scan11:
  %v287 = phi i32 [ 0, %join5 ], [ %v320, %scan11 ]
  %v288 = phi float [ 0x0000000000000000, %join5 ], [ %v298, %scan11 ]
  %v289 = phi float [ 0x0000000000000000, %join5 ], [ %v305, %scan11 ]
  %v290 = phi float [ 0x0000000000000000, %join5 ], [ %v312, %scan11 ]
  %v291 = phi float [ 0x0000000000000000, %join5 ], [ %v319, %scan11 ]
  %v292 = add i32 %v280, %v287
  %v293 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v294 = getelementptr inbounds float, float addrspace(3)* %v293, i32 %v292
  %v295 = load float, float addrspace(3)* %v294, align 4
  %v296 = fadd float %v288, %v295
  %v297 = icmp sle i32 %v287, %v279
  %v298 = select i1 %v297, float %v296, float %v288
  %v299 = add i32 %v281, %v287
  %v300 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v301 = getelementptr inbounds float, float addrspace(3)* %v300, i32 %v299
  %v302 = load float, float addrspace(3)* %v301, align 4
  %v303 = fadd float %v289, %v302
  %v304 = icmp sle i32 %v287, %v282
  %v305 = select i1 %v304, float %v303, float %v289
  %v306 = add i32 %v283, %v287
  %v307 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v308 = getelementptr inbounds float, float addrspace(3)* %v307, i32 %v306
  %v309 = load float, float addrspace(3)* %v308, align 4
  %v310 = fadd float %v290, %v309
  %v311 = icmp sle i32 %v287, %v284
  %v312 = select i1 %v311, float %v310, float %v290
  %v313 = add i32 %v285, %v287
  %v314 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v315 = getelementptr inbounds float, float addrspace(3)* %v314, i32 %v313
  %v316 = load float, float addrspace(3)* %v315, align 4
  %v317 = fadd float %v291, %v316
  %v318 = icmp sle i32 %v287, %v286
  %v319 = select i1 %v318, float %v317, float %v291
  %v320 = add i32 %v287, 1
  %v321 = icmp slt i32 %v320, 16
  br i1 %v321, label %scan11, label %scanned12
scanned12:
  call void @llvm.nvvm.barrier0()
  %v322 = and i32 %v2, 1
  %v323 = shl i32 %v322, 2
  %v324 = lshr i32 %v2, 1
  %v325 = and i32 %v324, 1
  %v326 = shl i32 %v325, 3
  %v327 = or i32 %v323, %v326
  %v328 = lshr i32 %v2, 2
  %v329 = and i32 %v328, 1
  %v330 = shl i32 %v329, 4
  %v331 = or i32 %v327, %v330
  %v332 = lshr i32 %v2, 3
  %v333 = and i32 %v332, 1
  %v334 = shl i32 %v333, 5
  %v335 = or i32 %v331, %v334
  %v336 = lshr i32 %v2, 4
  %v337 = and i32 %v336, 1
  %v338 = shl i32 %v337, 6
  %v339 = or i32 %v335, %v338
  %v340 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v341 = getelementptr inbounds float, float addrspace(3)* %v340, i32 %v339
  store float %v79, float addrspace(3)* %v341, align 4
  %v342 = or i32 %v339, 1
  %v343 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v344 = getelementptr inbounds float, float addrspace(3)* %v343, i32 %v342
  store float %v80, float addrspace(3)* %v344, align 4
  %v345 = or i32 %v339, 2
  %v346 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v347 = getelementptr inbounds float, float addrspace(3)* %v346, i32 %v345
  store float %v81, float addrspace(3)* %v347, align 4
  %v348 = or i32 %v339, 3
  %v349 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v350 = getelementptr inbounds float, float addrspace(3)* %v349, i32 %v348
  store float %v82, float addrspace(3)* %v350, align 4
  call void @llvm.nvvm.barrier0()
  %v351 = and i32 %v2, 1
  %v352 = shl i32 %v351, 2
  %v353 = lshr i32 %v2, 1
  %v354 = and i32 %v353, 1
  %v355 = shl i32 %v354, 3
  %v356 = or i32 %v352, %v355
  %v357 = lshr i32 %v2, 2
  %v358 = and i32 %v357, 1
  %v359 = shl i32 %v358, 4
  %v360 = or i32 %v356, %v359
  %v361 = lshr i32 %v2, 3
  %v362 = and i32 %v361, 1
  %v363 = shl i32 %v362, 5
  %v364 = or i32 %v360, %v363
  %v365 = lshr i32 %v2, 4
  %v366 = and i32 %v365, 1
  %v367 = shl i32 %v366, 6
  %v368 = or i32 %v364, %v367
  %v369 = lshr i32 %v368, 4
  %v370 = and i32 %v369, 7
  %v371 = and i32 %v368, 15
  %v372 = add i32 %v371, 1
  %v373 = add i32 %v371, 2
  %v374 = add i32 %v371, 3
  br label %scan13
scan13:
  %v375 = phi i32 [ 0, %scanned12 ], [ %v410, %scan13 ]
  %v376 = phi float [ 0x3FF0000000000000, %scanned12 ], [ %v388, %scan13 ]
  %v377 = phi float [ 0x3FF0000000000000, %scanned12 ], [ %v395, %scan13 ]
  %v378 = phi float [ 0x3FF0000000000000, %scanned12 ], [ %v402, %scan13 ]
  %v379 = phi float [ 0x3FF0000000000000, %scanned12 ], [ %v409, %scan13 ]
  %v380 = sub i32 7, %v375
  %v381 = mul i32 %v380, 16
  %v382 = add i32 %v371, %v381
  %v383 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v384 = getelementptr inbounds float, float addrspace(3)* %v383, i32 %v382
  %v385 = load float, float addrspace(3)* %v384, align 4
  %v386 = fmul float %v376, %v385
  %v387 = icmp sge i32 %v380, %v370
  %v388 = select i1 %v387, float %v386, float %v376
  %v389 = add i32 %v372, %v381
  %v390 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v391 = getelementptr inbounds float, float addrspace(3)* %v390, i32 %v389
  %v392 = load float, float addrspace(3)* %v391, align 4
  %v393 = fmul float %v377, %v392
  %v394 = icmp sge i32 %v380, %v370
  %v395 = select i1 %v394, float %v393, float %v377
  %v396 = add i32 %v373, %v381
  %v397 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v398 = getelementptr inbounds float, float addrspace(3)* %v397, i32 %v396
  %v399 = load float, float addrspace(3)* %v398, align 4
  %v400 = fmul float %v378, %v399
  %v401 = icmp sge i32 %v380, %v370
  %v402 = select i1 %v401, float %v400, float %v378
  %v403 = add i32 %v374, %v381
  %v404 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v405 = getelementptr inbounds float, float addrspace(3)* %v404, i32 %v403
  %v406 = load float, float addrspace(3)* %v405, align 4
  %v407 = fmul float %v379, %v406
  %v408 = icmp sge i32 %v380, %v370
  %v409 = select i1 %v408, float %v407, float %v379
  %v410 = add i32 %v375, 1
  %v411 = icmp slt i32 %v410, 8
  br i1 %v411, label %scan13, label %scanned14
scanned14:
  %v412 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v413 = fadd float %v298, %v388
  %v414 = fadd float %v305, %v395
  %v415 = fadd float %v312, %v402
  %v416 = fadd float %v319, %v409
  %v417 = and i32 %v2, 1
  %v418 = shl i32 %v417, 2
  %v419 = lshr i32 %v2, 1
  %v420 = and i32 %v419, 1
  %v421 = shl i32 %v420, 3
  %v422 = or i32 %v418, %v421
  %v423 = lshr i32 %v2, 2
  %v424 = and i32 %v423, 1
  %v425 = shl i32 %v424, 4
  %v426 = or i32 %v422, %v425
  %v427 = lshr i32 %v2, 3
  %v428 = and i32 %v427, 1
  %v429 = shl i32 %v428, 5
  %v430 = or i32 %v426, %v429
  %v431 = lshr i32 %v2, 4
  %v432 = and i32 %v431, 1
  %v433 = shl i32 %v432, 6
  %v434 = or i32 %v430, %v433
  %v435 = lshr i32 %v434, 4
  %v436 = and i32 %v435, 7
  %v437 = and i32 %v434, 15
  %v438 = sext i32 %v412 to i64
  %v439 = mul i64 %v438, 8
  %v440 = zext i32 %v436 to i64
  %v441 = add i64 %v439, %v440
  %v442 = sext i32 %p8 to i64
  %v443 = zext i32 %p6 to i64
  %v444 = mul i64 %v441, %v442
  %v445 = add i64 %v439, 8
  %v446 = icmp sle i64 %v445, %v443
  %v447 = icmp sge i64 %v438, 0
  %v448 = and i1 %v446, %v447
  %v449 = zext i32 %v437 to i64
  %v450 = zext i32 %p7 to i64
  %v451 = add i64 %v444, %v449
  %v452 = icmp sle i64 16, %v450
  %v453 = icmp sge i64 0, 0
  %v454 = and i1 %v452, %v453
  %v455 = and i1 %v448, %v454
  %v456 = and i32 %v3, 3
  %v457 = icmp eq i32 %v456, 0
  br i1 %v457, label %st_owner15, label %join16
st_owner15:
  br i1 %v455, label %st_full17, label %st_edge18
join16:
  ret void
st_full17:
  %v458 = icmp ult i64 %v441, %v443
  %v459 = icmp ult i64 %v449, %v450
  %v460 = and i1 %v458, %v459
  %v461 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v451
  %v462 = insertelement <4 x float> undef, float %v413, i32 0
  %v463 = insertelement <4 x float> %v462, float %v414, i32 1
  %v464 = insertelement <4 x float> %v463, float %v415, i32 2
  %v465 = insertelement <4 x float> %v464, float %v416, i32 3
  %v466 = bitcast float addrspace(1)* %v461 to <4 x float> addrspace(1)*
  store <4 x float> %v465, <4 x float> addrspace(1)* %v466, align 16
  br label %st_done19
st_edge18:
  %v467 = icmp ult i64 %v441, %v443
  %v468 = icmp ult i64 %v449, %v450
  %v469 = and i1 %v467, %v468
  %v470 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v451
  br i1 %v469, label %st20, label %join21
st_done19:
  br label %join16
st20:
  %v471 = insertelement <4 x float> undef, float %v413, i32 0
  %v472 = insertelement <4 x float> %v471, float %v414, i32 1
  %v473 = insertelement <4 x float> %v472, float %v415, i32 2
  %v474 = insertelement <4 x float> %v473, float %v416, i32 3
  %v475 = bitcast float addrspace(1)* %v470 to <4 x float> addrspace(1)*
  store <4 x float> %v474, <4 x float> addrspace(1)* %v475, align 16
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
  %v299 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v300 = getelementptr inbounds i32, i32 addrspace(3)* %v299, i32 %v298
  store i32 %v288, i32 addrspace(3)* %v300, align 4
  call void @llvm.nvvm.barrier0()
  %v301 = and i32 %v2, 1
  %v302 = shl i32 %v301, 2
  %v303 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v304 = getelementptr inbounds i32, i32 addrspace(3)* %v303, i32 %v302
  %v305 = load i32, i32 addrspace(3)* %v304, align 4
  %v306 = or i32 %v302, 1
  %v307 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v308 = getelementptr inbounds i32, i32 addrspace(3)* %v307, i32 %v306
  %v309 = load i32, i32 addrspace(3)* %v308, align 4
  %v310 = or i32 %v302, 2
  %v311 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v312 = getelementptr inbounds i32, i32 addrspace(3)* %v311, i32 %v310
  %v313 = load i32, i32 addrspace(3)* %v312, align 4
  %v314 = or i32 %v302, 3
  %v315 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v316 = getelementptr inbounds i32, i32 addrspace(3)* %v315, i32 %v314
  %v317 = load i32, i32 addrspace(3)* %v316, align 4
  %v318 = and i32 %v2, 1
  %v319 = shl i32 %v318, 2
  %v320 = and i32 %v319, 7
  %v321 = sext i32 %v83 to i64
  %v322 = mul i64 %v321, 8
  %v323 = zext i32 %v320 to i64
  %v324 = add i64 %v322, %v323
  %v325 = zext i32 %p6 to i64
  %v326 = add i64 %v322, 8
  %v327 = icmp sle i64 %v326, %v325
  %v328 = icmp sge i64 %v321, 0
  %v329 = and i1 %v327, %v328
  %v330 = and i32 %v2, 30
  %v331 = icmp eq i32 %v330, 0
  %v332 = and i32 %v3, 3
  %v333 = icmp eq i32 %v332, 0
  %v334 = and i1 %v331, %v333
  br i1 %v334, label %st_owner4, label %join5
st_owner4:
  br i1 %v329, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v335 = icmp ult i64 %v324, %v325
  %v336 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v324
  %v337 = insertelement <4 x i32> undef, i32 %v305, i32 0
  %v338 = insertelement <4 x i32> %v337, i32 %v309, i32 1
  %v339 = insertelement <4 x i32> %v338, i32 %v313, i32 2
  %v340 = insertelement <4 x i32> %v339, i32 %v317, i32 3
  %v341 = bitcast i32 addrspace(1)* %v336 to <4 x i32> addrspace(1)*
  store <4 x i32> %v340, <4 x i32> addrspace(1)* %v341, align 16
  br label %st_done8
st_edge7:
  %v342 = icmp ult i64 %v324, %v325
  %v343 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v324
  br i1 %v342, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v344 = insertelement <4 x i32> undef, i32 %v305, i32 0
  %v345 = insertelement <4 x i32> %v344, i32 %v309, i32 1
  %v346 = insertelement <4 x i32> %v345, i32 %v313, i32 2
  %v347 = insertelement <4 x i32> %v346, i32 %v317, i32 3
  %v348 = bitcast i32 addrspace(1)* %v343 to <4 x i32> addrspace(1)*
  store <4 x i32> %v347, <4 x i32> addrspace(1)* %v348, align 16
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
