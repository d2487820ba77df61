; kernel paddings [T=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @paddings(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5, float %p6) {
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
  %v11 = and i32 %v10, 15
  %v12 = sext i32 %v4 to i64
  %v13 = mul i64 %v12, 16
  %v14 = zext i32 %v11 to i64
  %v15 = add i64 %v13, %v14
  %v16 = zext i32 %p1 to i64
  %v17 = add i64 %v13, 16
  %v18 = icmp sle i64 %v17, %v16
  %v19 = icmp sge i64 %v12, 0
  %v20 = and i1 %v18, %v19
  br i1 %v20, label %ld_full1, label %ld_edge2
ld_full1:
  %v21 = icmp ult i64 %v15, %v16
  %v22 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v23 = bitcast float addrspace(1)* %v22 to <4 x float> addrspace(1)*
  %v24 = load <4 x float>, <4 x float> addrspace(1)* %v23, align 16
  %v25 = extractelement <4 x float> %v24, i32 0
  %v26 = extractelement <4 x float> %v24, i32 1
  %v27 = extractelement <4 x float> %v24, i32 2
  %v28 = extractelement <4 x float> %v24, i32 3
  br label %ld_done3
ld_edge2:
  %v29 = bitcast float 0x0000000000000000 to i32
  %v30 = icmp ult i64 %v15, %v16
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v32 = bitcast float addrspace(1)* %v31 to <4 x float> addrspace(1)*
  %v33 = ptrtoint <4 x float> addrspace(1)* %v32 to i64
  %v34 = zext i1 %v30 to i32
  %v35 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v33, i32 %v34, i32 %v29, i32 %v29, i32 %v29, i32 %v29)
  %v36 = extractvalue {i32, i32, i32, i32} %v35, 0
  %v37 = extractvalue {i32, i32, i32, i32} %v35, 1
  %v38 = extractvalue {i32, i32, i32, i32} %v35, 2
  %v39 = extractvalue {i32, i32, i32, i32} %v35, 3
  %v40 = bitcast i32 %v36 to float
  %v41 = bitcast i32 %v37 to float
  %v42 = bitcast i32 %v38 to float
  %v43 = bitcast i32 %v39 to float
  %v44 = insertelement <4 x float> undef, float %v40, i32 0
  %v45 = insertelement <4 x float> %v44, float %v41, i32 1
  %v46 = insertelement <4 x float> %v45, float %v42, i32 2
  %v47 = insertelement <4 x float> %v46, float %v43, i32 3
  %v48 = extractelement <4 x float> %v47, i32 0
  %v49 = extractelement <4 x float> %v47, i32 1
  %v50 = extractelement <4 x float> %v47, i32 2
  %v51 = extractelement <4 x float> %v47, i32 3
  br label %ld_done3
ld_done3:
  %v52 = phi float [ %v25, %ld_full1 ], [ %v48, %ld_edge2 ]
  %v53 = phi float [ %v26, %ld_full1 ], [ %v49, %ld_edge2 ]
  %v54 = phi float [ %v27, %ld_full1 ], [ %v50, %ld_edge2 ]
  %v55 = phi float [ %v28, %ld_full1 ], [ %v51, %ld_edge2 ]
  %v56 = and i32 %v2, 1
  %v57 = shl i32 %v56, 2
  %v58 = lshr i32 %v2, 1
  %v59 = and i32 %v58, 1
  %v60 = shl i32 %v59, 3
  %v61 = or i32 %v57, %v60
  %v62 = and i32 %v61, 15
  %v63 = sext i32 %v4 to i64
  %v64 = mul i64 %v63, 16
  %v65 = zext i32 %v62 to i64
  %v66 = add i64 %v64, %v65
  %v67 = zext i32 %p1 to i64
  %v68 = add i64 %v64, 16
  %v69 = icmp sle i64 %v68, %v67
  %v70 = icmp sge i64 %v63, 0
  %v71 = and i1 %v69, %v70
  br i1 %v71, label %ld_full4, label %ld_edge5
ld_full4:
  %v72 = icmp ult i64 %v66, %v67
  %v73 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v66
  %v74 = bitcast float addrspace(1)* %v73 to <4 x float> addrspace(1)*
  %v75 = load <4 x float>, <4 x float> addrspace(1)* %v74, align 16
  %v76 = extractelement <4 x float> %v75, i32 0
  %v77 = extractelement <4 x float> %v75, i32 1
  %v78 = extractelement <4 x float> %v75, i32 2
  %v79 = extractelement <4 x float> %v75, i32 3
  br label %ld_done6
ld_edge5:
  %v80 = bitcast float 0xFFF0000000000000 to i32
  %v81 = icmp ult i64 %v66, %v67
  %v82 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v66
  %v83 = bitcast float addrspace(1)* %v82 to <4 x float> addrspace(1)*
  %v84 = ptrtoint <4 x float> addrspace(1)* %v83 to i64
  %v85 = zext i1 %v81 to i32
  %v86 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v84, i32 %v85, i32 %v80, i32 %v80, i32 %v80, i32 %v80)
  %v87 = extractvalue {i32, i32, i32, i32} %v86, 0
  %v88 = extractvalue {i32, i32, i32, i32} %v86, 1
  %v89 = extractvalue {i32, i32, i32, i32} %v86, 2
  %v90 = extractvalue {i32, i32, i32, i32} %v86, 3
  %v91 = bitcast i32 %v87 to float
  %v92 = bitcast i32 %v88 to float
  %v93 = bitcast i32 %v89 to float
  %v94 = bitcast i32 %v90 to float
  %v95 = insertelement <4 x float> undef, float %v91, i32 0
  %v96 = insertelement <4 x float> %v95, float %v92, i32 1
  %v97 = insertelement <4 x float> %v96, float %v93, i32 2
  %v98 = insertelement <4 x float> %v97, float %v94, i32 3
  %v99 = extractelement <4 x float> %v98, i32 0
  %v100 = extractelement <4 x float> %v98, i32 1
  %v101 = extractelement <4 x float> %v98, i32 2
  %v102 = extractelement <4 x float> %v98, i32 3
  br label %ld_done6
ld_done6:
  %v103 = phi float [ %v76, %ld_full4 ], [ %v99, %ld_edge5 ]
  %v104 = phi float [ %v77, %ld_full4 ], [ %v100, %ld_edge5 ]
  %v105 = phi float [ %v78, %ld_full4 ], [ %v101, %ld_edge5 ]
  %v106 = phi float [ %v79, %ld_full4 ], [ %v102, %ld_edge5 ]
  %v107 = and i32 %v2, 1
  %v108 = shl i32 %v107, 2
  %v109 = lshr i32 %v2, 1
  %v110 = and i32 %v109, 1
  %v111 = shl i32 %v110, 3
  %v112 = or i32 %v108, %v111
  %v113 = and i32 %v112, 15
  %v114 = sext i32 %v4 to i64
  %v115 = mul i64 %v114, 16
  %v116 = zext i32 %v113 to i64
  %v117 = add i64 %v115, %v116
  %v118 = zext i32 %p1 to i64
  %v119 = add i64 %v115, 16
  %v120 = icmp sle i64 %v119, %v118
  %v121 = icmp sge i64 %v114, 0
  %v122 = and i1 %v120, %v121
  br i1 %v122, label %ld_full7, label %ld_edge8
ld_full7:
  %v123 = icmp ult i64 %v117, %v118
  %v124 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v125 = bitcast float addrspace(1)* %v124 to <4 x float> addrspace(1)*
  %v126 = load <4 x float>, <4 x float> addrspace(1)* %v125, align 16
  %v127 = extractelement <4 x float> %v126, i32 0
  %v128 = extractelement <4 x float> %v126, i32 1
  %v129 = extractelement <4 x float> %v126, i32 2
  %v130 = extractelement <4 x float> %v126, i32 3
  br label %ld_done9
ld_edge8:
  %v131 = bitcast float 0x7FF0000000000000 to i32
  %v132 = icmp ult i64 %v117, %v118
  %v133 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v134 = bitcast float addrspace(1)* %v133 to <4 x float> addrspace(1)*
  %v135 = ptrtoint <4 x float> addrspace(1)* %v134 to i64
  %v136 = zext i1 %v132 to i32
  %v137 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v135, i32 %v136, i32 %v131, i32 %v131, i32 %v131, i32 %v131)
  %v138 = extractvalue {i32, i32, i32, i32} %v137, 0
  %v139 = extractvalue {i32, i32, i32, i32} %v137, 1
  %v140 = extractvalue {i32, i32, i32, i32} %v137, 2
  %v141 = extractvalue {i32, i32, i32, i32} %v137, 3
  %v142 = bitcast i32 %v138 to float
  %v143 = bitcast i32 %v139 to float
  %v144 = bitcast i32 %v140 to float
  %v145 = bitcast i32 %v141 to float
  %v146 = insertelement <4 x float> undef, float %v142, i32 0
  %v147 = insertelement <4 x float> %v146, float %v143, i32 1
  %v148 = insertelement <4 x float> %v147, float %v144, i32 2
  %v149 = insertelement <4 x float> %v148, float %v145, i32 3
  %v150 = extractelement <4 x float> %v149, i32 0
  %v151 = extractelement <4 x float> %v149, i32 1
  %v152 = extractelement <4 x float> %v149, i32 2
  %v153 = extractelement <4 x float> %v149, i32 3
  br label %ld_done9
ld_done9:
  %v154 = phi float [ %v127, %ld_full7 ], [ %v150, %ld_edge8 ]
  %v155 = phi float [ %v128, %ld_full7 ], [ %v151, %ld_edge8 ]
  %v156 = phi float [ %v129, %ld_full7 ], [ %v152, %ld_edge8 ]
  %v157 = phi float [ %v130, %ld_full7 ], [ %v153, %ld_edge8 ]
  %v158 = and i32 %v2, 1
  %v159 = shl i32 %v158, 2
  %v160 = lshr i32 %v2, 1
  %v161 = and i32 %v160, 1
  %v162 = shl i32 %v161, 3
  %v163 = or i32 %v159, %v162
  %v164 = and i32 %v163, 15
  %v165 = sext i32 %v4 to i64
  %v166 = mul i64 %v165, 16
  %v167 = zext i32 %v164 to i64
  %v168 = add i64 %v166, %v167
  %v169 = zext i32 %p1 to i64
  %v170 = add i64 %v166, 16
  %v171 = icmp sle i64 %v170, %v169
  %v172 = icmp sge i64 %v165, 0
  %v173 = and i1 %v171, %v172
  br i1 %v173, label %ld_full10, label %ld_edge11
ld_full10:
  %v174 = icmp ult i64 %v168, %v169
  %v175 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v168
  %v176 = bitcast float addrspace(1)* %v175 to <4 x float> addrspace(1)*
  %v177 = load <4 x float>, <4 x float> addrspace(1)* %v176, align 16
  %v178 = extractelement <4 x float> %v177, i32 0
  %v179 = extractelement <4 x float> %v177, i32 1
  %v180 = extractelement <4 x float> %v177, i32 2
  %v181 = extractelement <4 x float> %v177, i32 3
  br label %ld_done12
ld_edge11:
  %v182 = bitcast float 0x7FF8000000000000 to i32
  %v183 = icmp ult i64 %v168, %v169
  %v184 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v168
  %v185 = bitcast float addrspace(1)* %v184 to <4 x float> addrspace(1)*
  %v186 = ptrtoint <4 x float> addrspace(1)* %v185 to i64
  %v187 = zext i1 %v183 to i32
  %v188 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v186, i32 %v187, i32 %v182, i32 %v182, i32 %v182, i32 %v182)
  %v189 = extractvalue {i32, i32, i32, i32} %v188, 0
  %v190 = extractvalue {i32, i32, i32, i32} %v188, 1
  %v191 = extractvalue {i32, i32, i32, i32} %v188, 2
  %v192 = extractvalue {i32, i32, i32, i32} %v188, 3
  %v193 = bitcast i32 %v189 to float
  %v194 = bitcast i32 %v190 to float
  %v195 = bitcast i32 %v191 to float
  %v196 = bitcast i32 %v192 to float
  %v197 = insertelement <4 x float> undef, float %v193, i32 0
  %v198 = insertelement <4 x float> %v197, float %v194, i32 1
  %v199 = insertelement <4 x float> %v198, float %v195, i32 2
  %v200 = insertelement <4 x float> %v199, float %v196, i32 3
  %v201 = extractelement <4 x float> %v200, i32 0
  %v202 = extractelement <4 x float> %v200, i32 1
  %v203 = extractelement <4 x float> %v200, i32 2
  %v204 = extractelement <4 x float> %v200, i32 3
  br label %ld_done12
ld_done12:
  %v205 = phi float [ %v178, %ld_full10 ], [ %v201, %ld_edge11 ]
  %v206 = phi float [ %v179, %ld_full10 ], [ %v202, %ld_edge11 ]
  %v207 = phi float [ %v180, %ld_full10 ], [ %v203, %ld_edge11 ]
  %v208 = phi float [ %v181, %ld_full10 ], [ %v204, %ld_edge11 ]
  %v209 = and i32 %v2, 1
  %v210 = shl i32 %v209, 2
  %v211 = lshr i32 %v2, 1
  %v212 = and i32 %v211, 1
  %v213 = shl i32 %v212, 3
  %v214 = or i32 %v210, %v213
  %v215 = and i32 %v214, 15
  %v216 = sext i32 %v4 to i64
  %v217 = mul i64 %v216, 16
  %v218 = zext i32 %v215 to i64
  %v219 = add i64 %v217, %v218
  %v220 = zext i32 %p1 to i64
  %v221 = add i64 %v217, 16
  %v222 = icmp sle i64 %v221, %v220
  %v223 = icmp sge i64 %v216, 0
  %v224 = and i1 %v222, %v223
  br i1 %v224, label %ld_full13, label %ld_edge14
ld_full13:
  %v225 = icmp ult i64 %v219, %v220
  %v226 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v219
  %v227 = bitcast float addrspace(1)* %v226 to <4 x float> addrspace(1)*
  %v228 = load <4 x float>, <4 x float> addrspace(1)* %v227, align 16
  %v229 = extractelement <4 x float> %v228, i32 0
  %v230 = extractelement <4 x float> %v228, i32 1
  %v231 = extractelement <4 x float> %v228, i32 2
  %v232 = extractelement <4 x float> %v228, i32 3
  br label %ld_done15
ld_edge14:
  %v233 = bitcast float 0x0000000000000000 to i32
  %v234 = icmp ult i64 %v219, %v220
  %v235 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v219
  %v236 = bitcast float addrspace(1)* %v235 to <4 x float> addrspace(1)*
  %v237 = ptrtoint <4 x float> addrspace(1)* %v236 to i64
  %v238 = zext i1 %v234 to i32
  %v239 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v237, i32 %v238, i32 %v233, i32 %v233, i32 %v233, i32 %v233)
  %v240 = extractvalue {i32, i32, i32, i32} %v239, 0
  %v241 = extractvalue {i32, i32, i32, i32} %v239, 1
  %v242 = extractvalue {i32, i32, i32, i32} %v239, 2
  %v243 = extractvalue {i32, i32, i32, i32} %v239, 3
  %v244 = bitcast i32 %v240 to float
  %v245 = bitcast i32 %v241 to float
  %v246 = bitcast i32 %v242 to float
  %v247 = bitcast i32 %v243 to float
  %v248 = insertelement <4 x float> undef, float %v244, i32 0
  %v249 = insertelement <4 x float> %v248, float %v245, i32 1
  %v250 = insertelement <4 x float> %v249, float %v246, i32 2
  %v251 = insertelement <4 x float> %v250, float %v247, i32 3
  %v252 = extractelement <4 x float> %v251, i32 0
  %v253 = extractelement <4 x float> %v251, i32 1
  %v254 = extractelement <4 x float> %v251, i32 2
  %v255 = extractelement <4 x float> %v251, i32 3
  br label %ld_done15
ld_done15:
  %v256 = phi float [ %v229, %ld_full13 ], [ %v252, %ld_edge14 ]
  %v257 = phi float [ %v230, %ld_full13 ], [ %v253, %ld_edge14 ]
  %v258 = phi float [ %v231, %ld_full13 ], [ %v254, %ld_edge14 ]
  %v259 = phi float [ %v232, %ld_full13 ], [ %v255, %ld_edge14 ]
  %v260 = sitofp i32 %p1 to float
  %v261 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v52, float %v103)
  %v262 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v53, float %v104)
  %v263 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v54, float %v105)
  %v264 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v55, float %v106)
  %v265 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v154, float %v205)
  %v266 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v155, float %v206)
  %v267 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v156, float %v207)
  %v268 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v157, float %v208)
  %v269 = fadd float %v261, %v265
  %v270 = fadd float %v262, %v266
  %v271 = fadd float %v263, %v267
  %v272 = fadd float %v264, %v268
  %v273 = fmul float %v256, %p6
  %v274 = fmul float %v257, %p6
  %v275 = fmul float %v258, %p6
  %v276 = fmul float %v259, %p6
  %v277 = fadd float %v269, %v273
  %v278 = fadd float %v270, %v274
  %v279 = fadd float %v271, %v275
  %v280 = fadd float %v272, %v276
  %v281 = fadd float %v277, %v260
  %v282 = fadd float %v278, %v260
  %v283 = fadd float %v279, %v260
  %v284 = fadd float %v280, %v260
  %v285 = and i32 %v2, 1
  %v286 = shl i32 %v285, 2
  %v287 = lshr i32 %v2, 1
  %v288 = and i32 %v287, 1
  %v289 = shl i32 %v288, 3
  %v290 = or i32 %v286, %v289
  %v291 = and i32 %v290, 15
  %v292 = sext i32 %v4 to i64
  %v293 = mul i64 %v292, 16
  %v294 = zext i32 %v291 to i64
  %v295 = add i64 %v293, %v294
  %v296 = zext i32 %p4 to i64
  %v297 = add i64 %v293, 16
  %v298 = icmp sle i64 %v297, %v296
  %v299 = icmp sge i64 %v292, 0
  %v300 = and i1 %v298, %v299
  %v301 = and i32 %v2, 28
  %v302 = icmp eq i32 %v301, 0
  %v303 = and i32 %v3, 3
  %v304 = icmp eq i32 %v303, 0
  %v305 = and i1 %v302, %v304
  br i1 %v305, label %st_owner16, label %join17
st_owner16:
  br i1 %v300, label %st_full18, label %st_edge19
join17:
  %v320 = and i32 %v2, 1
  %v321 = shl i32 %v320, 2
  %v322 = lshr i32 %v2, 1
  %v323 = and i32 %v322, 1
  %v324 = shl i32 %v323, 3
  %v325 = or i32 %v321, %v324
  %v326 = and i32 %v325, 15
  %v327 = sext i32 %v4 to i64
  %v328 = mul i64 %v327, 16
  %v329 = zext i32 %v326 to i64
  %v330 = add i64 %v328, %v329
  %v331 = zext i32 %p4 to i64
  %v332 = add i64 %v328, 16
  %v333 = icmp sle i64 %v332, %v331
  %v334 = icmp sge i64 %v327, 0
  %v335 = and i1 %v333, %v334
  %v336 = and i32 %v2, 28
  %v337 = icmp eq i32 %v336, 0
  %v338 = and i32 %v3, 3
  %v339 = icmp eq i32 %v338, 0
  %v340 = and i1 %v337, %v339
  %v341 = icmp ult i64 %v330, %v331
  %v342 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v330
  %v343 = and i1 %v341, %v340
  br i1 %v343, label %atom23, label %atom_next24
st_full18:
  %v306 = icmp ult i64 %v295, %v296
  %v307 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v295
  %v308 = insertelement <4 x float> undef, float %v281, i32 0
  %v309 = insertelement <4 x float> %v308, float %v282, i32 1
  %v310 = insertelement <4 x float> %v309, float %v283, i32 2
  %v311 = insertelement <4 x float> %v310, float %v284, i32 3
  %v312 = bitcast float addrspace(1)* %v307 to <4 x float> addrspace(1)*
  store <4 x float> %v311, <4 x float> addrspace(1)* %v312, align 16
  br label %st_done20
st_edge19:
  %v313 = icmp ult i64 %v295, %v296
  %v314 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v295
  br i1 %v313, label %st21, label %join22
st_done20:
  br label %join17
st21:
  %v315 = insertelement <4 x float> undef, float %v281, i32 0
  %v316 = insertelement <4 x float> %v315, float %v282, i32 1
  %v317 = insertelement <4 x float> %v316, float %v283, i32 2
  %v318 = insertelement <4 x float> %v317, float %v284, i32 3
  %v319 = bitcast float addrspace(1)* %v314 to <4 x float> addrspace(1)*
  store <4 x float> %v318, <4 x float> addrspace(1)* %v319, align 16
  br label %join22
join22:
  br label %st_done20
atom23:
  %v344 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v342, float %v52)
  br label %atom_next24
atom_next24:
  %v345 = phi float [ %v344, %atom23 ], [ 0x0000000000000000, %join17 ]
  %v346 = add i64 %v330, 1
  %v347 = add i64 %v330, 1
  %v348 = icmp ult i64 %v347, %v331
  %v349 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v346
  %v350 = and i1 %v348, %v340
  br i1 %v350, label %atom25, label %atom_next26
atom25:
  %v351 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v349, float %v53)
  br label %atom_next26
atom_next26:
  %v352 = phi float [ %v351, %atom25 ], [ 0x0000000000000000, %atom_next24 ]
  %v353 = add i64 %v330, 2
  %v354 = add i64 %v330, 2
  %v355 = icmp ult i64 %v354, %v331
  %v356 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v353
  %v357 = and i1 %v355, %v340
  br i1 %v357, label %atom27, label %atom_next28
atom27:
  %v358 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v356, float %v54)
  br label %atom_next28
atom_next28:
  %v359 = phi float [ %v358, %atom27 ], [ 0x0000000000000000, %atom_next26 ]
  %v360 = add i64 %v330, 3
  %v361 = add i64 %v330, 3
  %v362 = icmp ult i64 %v361, %v331
  %v363 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v360
  %v364 = and i1 %v362, %v340
  br i1 %v364, label %atom29, label %atom_next30
atom29:
  %v365 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v363, float %v55)
  br label %atom_next30
atom_next30:
  %v366 = phi float [ %v365, %atom29 ], [ 0x0000000000000000, %atom_next28 ]
  ret void
}

declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)*, float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float)* @paddings, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float)* @paddings, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel matmul [BM=32, BN=32, BK=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @matmul(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, float addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 16, 0
  %v5 = select i1 %v4, i32 1, i32 16
  %v6 = icmp eq i32 16, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 16
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v847, %mma_tile_done12 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v848, %mma_tile_done12 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v849, %mma_tile_done12 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v850, %mma_tile_done12 ]
  %v25 = phi float [ 0x0000000000000000, %entry0 ], [ %v851, %mma_tile_done12 ]
  %v26 = phi float [ 0x0000000000000000, %entry0 ], [ %v852, %mma_tile_done12 ]
  %v27 = phi float [ 0x0000000000000000, %entry0 ], [ %v853, %mma_tile_done12 ]
  %v28 = phi float [ 0x0000000000000000, %entry0 ], [ %v854, %mma_tile_done12 ]
  %v29 = phi i64 [ 0, %entry0 ], [ %v855, %mma_tile_done12 ]
  %v30 = icmp slt i64 %v29, %v20
  %v31 = icmp sgt i64 %v29, %v20
  %v32 = icmp sgt i64 1, 0
  %v33 = select i1 %v32, i1 %v30, i1 %v31
  br i1 %v33, label %body2, label %endfor3
body2:
  %v34 = trunc i64 %v29 to i32
  %v35 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v36 = and i32 %v2, 1
  %v37 = shl i32 %v36, 3
  %v38 = lshr i32 %v2, 1
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 2
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 3
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = lshr i32 %v2, 4
  %v51 = and i32 %v50, 1
  %v52 = shl i32 %v51, 7
  %v53 = or i32 %v49, %v52
  %v54 = and i32 %v3, 1
  %v55 = shl i32 %v54, 8
  %v56 = or i32 %v53, %v55
  %v57 = lshr i32 %v56, 4
  %v58 = and i32 %v57, 31
  %v59 = and i32 %v56, 15
  %v60 = sext i32 %v35 to i64
  %v61 = mul i64 %v60, 32
  %v62 = zext i32 %v58 to i64
  %v63 = add i64 %v61, %v62
  %v64 = sext i32 %p3 to i64
  %v65 = zext i32 %p1 to i64
  %v66 = mul i64 %v63, %v64
  %v67 = add i64 %v61, 32
  %v68 = icmp sle i64 %v67, %v65
  %v69 = icmp sge i64 %v60, 0
  %v70 = and i1 %v68, %v69
  %v71 = sext i32 %v34 to i64
  %v72 = mul i64 %v71, 16
  %v73 = zext i32 %v59 to i64
  %v74 = add i64 %v72, %v73
  %v75 = zext i32 %p2 to i64
  %v76 = add i64 %v66, %v74
  %v77 = add i64 %v72, 16
  %v78 = icmp sle i64 %v77, %v75
  %v79 = icmp sge i64 %v71, 0
  %v80 = and i1 %v78, %v79
  %v81 = and i1 %v70, %v80
  br i1 %v81, label %ld_full4, label %ld_edge5
endfor3:
  %v856 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v857 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v858 = and i32 %v2, 1
  %v859 = shl i32 %v858, 2
  %v860 = lshr i32 %v2, 1
  %v861 = and i32 %v860, 1
  %v862 = shl i32 %v861, 3
  %v863 = or i32 %v859, %v862
  %v864 = lshr i32 %v2, 2
  %v865 = and i32 %v864, 1
  %v866 = shl i32 %v865, 4
  %v867 = or i32 %v863, %v866
  %v868 = lshr i32 %v2, 3
  %v869 = and i32 %v868, 1
  %v870 = shl i32 %v869, 5
  %v871 = or i32 %v867, %v870
  %v872 = lshr i32 %v2, 4
  %v873 = and i32 %v872, 1
  %v874 = shl i32 %v873, 6
  %v875 = or i32 %v871, %v874
  %v876 = and i32 %v3, 1
  %v877 = shl i32 %v876, 7
  %v878 = or i32 %v875, %v877
  %v879 = lshr i32 %v3, 1
  %v880 = and i32 %v879, 1
  %v881 = shl i32 %v880, 8
  %v882 = or i32 %v878, %v881
  %v883 = lshr i32 %v882, 5
  %v884 = and i32 %v883, 31
  %v885 = and i32 %v882, 31
  %v886 = sext i32 %v856 to i64
  %v887 = mul i64 %v886, 32
  %v888 = zext i32 %v884 to i64
  %v889 = add i64 %v887, %v888
  %v890 = sext i32 %p13 to i64
  %v891 = zext i32 %p11 to i64
  %v892 = mul i64 %v889, %v890
  %v893 = add i64 %v887, 32
  %v894 = icmp sle i64 %v893, %v891
  %v895 = icmp sge i64 %v886, 0
  %v896 = and i1 %v894, %v895
  %v897 = sext i32 %v857 to i64
  %v898 = mul i64 %v897, 32
  %v899 = zext i32 %v885 to i64
  %v900 = add i64 %v898, %v899
  %v901 = zext i32 %p12 to i64
  %v902 = add i64 %v892, %v900
  %v903 = add i64 %v898, 32
  %v904 = icmp sle i64 %v903, %v901
  %v905 = icmp sge i64 %v897, 0
  %v906 = and i1 %v904, %v905
  %v907 = and i1 %v896, %v906
  br i1 %v907, label %st_full15, label %st_edge16
ld_full4:
  %v82 = icmp ult i64 %v63, %v65
  %v83 = icmp ult i64 %v74, %v75
  %v84 = and i1 %v82, %v83
  %v85 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v76
  %v86 = bitcast half addrspace(1)* %v85 to <4 x i32> addrspace(1)*
  %v87 = load <4 x i32>, <4 x i32> addrspace(1)* %v86, align 16
  %v88 = extractelement <4 x i32> %v87, i32 0
  %v89 = trunc i32 %v88 to i16
  %v90 = bitcast i16 %v89 to half
  %v91 = fpext half %v90 to float
  %v92 = extractelement <4 x i32> %v87, i32 0
  %v93 = lshr i32 %v92, 16
  %v94 = trunc i32 %v93 to i16
  %v95 = bitcast i16 %v94 to half
  %v96 = fpext half %v95 to float
  %v97 = extractelement <4 x i32> %v87, i32 1
  %v98 = trunc i32 %v97 to i16
  %v99 = bitcast i16 %v98 to half
  %v100 = fpext half %v99 to float
  %v101 = extractelement <4 x i32> %v87, i32 1
  %v102 = lshr i32 %v101, 16
  %v103 = trunc i32 %v102 to i16
  %v104 = bitcast i16 %v103 to half
  %v105 = fpext half %v104 to float
  %v106 = extractelement <4 x i32> %v87, i32 2
  %v107 = trunc i32 %v106 to i16
  %v108 = bitcast i16 %v107 to half
  %v109 = fpext half %v108 to float
  %v110 = extractelement <4 x i32> %v87, i32 2
  %v111 = lshr i32 %v110, 16
  %v112 = trunc i32 %v111 to i16
  %v113 = bitcast i16 %v112 to half
  %v114 = fpext half %v113 to float
  %v115 = extractelement <4 x i32> %v87, i32 3
  %v116 = trunc i32 %v115 to i16
  %v117 = bitcast i16 %v116 to half
  %v118 = fpext half %v117 to float
  %v119 = extractelement <4 x i32> %v87, i32 3
  %v120 = lshr i32 %v119, 16
  %v121 = trunc i32 %v120 to i16
  %v122 = bitcast i16 %v121 to half
  %v123 = fpext half %v122 to float
  br label %ld_done6
ld_edge5:
  %v124 = fptrunc float 0x0000000000000000 to half
  %v125 = bitcast half %v124 to i16
  %v126 = zext i16 %v125 to i32
  %v127 = bitcast half %v124 to i16
  %v128 = zext i16 %v127 to i32
  %v129 = shl i32 %v128, 16
  %v130 = or i32 %v126, %v129
  %v131 = icmp ult i64 %v63, %v65
  %v132 = icmp ult i64 %v74, %v75
  %v133 = and i1 %v131, %v132
  %v134 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v76
  %v135 = bitcast half addrspace(1)* %v134 to <4 x i32> addrspace(1)*
  %v136 = ptrtoint <4 x i32> addrspace(1)* %v135 to i64
  %v137 = zext i1 %v133 to i32
  %v138 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v136, i32 %v137, i32 %v130, i32 %v130, i32 %v130, i32 %v130)
  %v139 = extractvalue {i32, i32, i32, i32} %v138, 0
  %v140 = extractvalue {i32, i32, i32, i32} %v138, 1
  %v141 = extractvalue {i32, i32, i32, i32} %v138, 2
  %v142 = extractvalue {i32, i32, i32, i32} %v138, 3
  %v143 = insertelement <4 x i32> undef, i32 %v139, i32 0
  %v144 = insertelement <4 x i32> %v143, i32 %v140, i32 1
  %v145 = insertelement <4 x i32> %v144, i32 %v141, i32 2
  %v146 = insertelement <4 x i32> %v145, i32 %v142, i32 3
  %v147 = extractelement <4 x i32> %v146, i32 0
  %v148 = trunc i32 %v147 to i16
  %v149 = bitcast i16 %v148 to half
  %v150 = fpext half %v149 to float
  %v151 = extractelement <4 x i32> %v146, i32 0
  %v152 = lshr i32 %v151, 16
  %v153 = trunc i32 %v152 to i16
  %v154 = bitcast i16 %v153 to half
  %v155 = fpext half %v154 to float
  %v156 = extractelement <4 x i32> %v146, i32 1
  %v157 = trunc i32 %v156 to i16
  %v158 = bitcast i16 %v157 to half
  %v159 = fpext half %v158 to float
  %v160 = extractelement <4 x i32> %v146, i32 1
  %v161 = lshr i32 %v160, 16
  %v162 = trunc i32 %v161 to i16
  %v163 = bitcast i16 %v162 to half
  %v164 = fpext half %v163 to float
  %v165 = extractelement <4 x i32> %v146, i32 2
  %v166 = trunc i32 %v165 to i16
  %v167 = bitcast i16 %v166 to half
  %v168 = fpext half %v167 to float
  %v169 = extractelement <4 x i32> %v146, i32 2
  %v170 = lshr i32 %v169, 16
  %v171 = trunc i32 %v170 to i16
  %v172 = bitcast i16 %v171 to half
  %v173 = fpext half %v172 to float
  %v174 = extractelement <4 x i32> %v146, i32 3
  %v175 = trunc i32 %v174 to i16
  %v176 = bitcast i16 %v175 to half
  %v177 = fpext half %v176 to float
  %v178 = extractelement <4 x i32> %v146, i32 3
  %v179 = lshr i32 %v178, 16
  %v180 = trunc i32 %v179 to i16
  %v181 = bitcast i16 %v180 to half
  %v182 = fpext half %v181 to float
  br label %ld_done6
ld_done6:
  %v183 = phi float [ %v91, %ld_full4 ], [ %v150, %ld_edge5 ]
  %v184 = phi float [ %v96, %ld_full4 ], [ %v155, %ld_edge5 ]
  %v185 = phi float [ %v100, %ld_full4 ], [ %v159, %ld_edge5 ]
  %v186 = phi float [ %v105, %ld_full4 ], [ %v164, %ld_edge5 ]
  %v187 = phi float [ %v109, %ld_full4 ], [ %v168, %ld_edge5 ]
  %v188 = phi float [ %v114, %ld_full4 ], [ %v173, %ld_edge5 ]
  %v189 = phi float [ %v118, %ld_full4 ], [ %v177, %ld_edge5 ]
  %v190 = phi float [ %v123, %ld_full4 ], [ %v182, %ld_edge5 ]
  %v191 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v192 = and i32 %v2, 1
  %v193 = shl i32 %v192, 3
  %v194 = lshr i32 %v2, 1
  %v195 = and i32 %v194, 1
  %v196 = shl i32 %v195, 4
  %v197 = or i32 %v193, %v196
  %v198 = lshr i32 %v2, 2
  %v199 = and i32 %v198, 1
  %v200 = shl i32 %v199, 5
  %v201 = or i32 %v197, %v200
  %v202 = lshr i32 %v2, 3
  %v203 = and i32 %v202, 1
  %v204 = shl i32 %v203, 6
  %v205 = or i32 %v201, %v204
  %v206 = lshr i32 %v2, 4
  %v207 = and i32 %v206, 1
  %v208 = shl i32 %v207, 7
  %v209 = or i32 %v205, %v208
  %v210 = and i32 %v3, 1
  %v211 = shl i32 %v210, 8
  %v212 = or i32 %v209, %v211
  %v213 = lshr i32 %v212, 5
  %v214 = and i32 %v213, 15
  %v215 = and i32 %v212, 31
  %v216 = sext i32 %v34 to i64
  %v217 = mul i64 %v216, 16
  %v218 = zext i32 %v214 to i64
  %v219 = add i64 %v217, %v218
  %v220 = sext i32 %p8 to i64
  %v221 = zext i32 %p6 to i64
  %v222 = mul i64 %v219, %v220
  %v223 = add i64 %v217, 16
  %v224 = icmp sle i64 %v223, %v221
  %v225 = icmp sge i64 %v216, 0
  %v226 = and i1 %v224, %v225
  %v227 = sext i32 %v191 to i64
  %v228 = mul i64 %v227, 32
  %v229 = zext i32 %v215 to i64
  %v230 = add i64 %v228, %v229
  %v231 = zext i32 %p7 to i64
  %v232 = add i64 %v222, %v230
  %v233 = add i64 %v228, 32
  %v234 = icmp sle i64 %v233, %v231
  %v235 = icmp sge i64 %v227, 0
  %v236 = and i1 %v234, %v235
  %v237 = and i1 %v226, %v236
  br i1 %v237, label %ld_full7, label %ld_edge8
ld_full7:
  %v238 = icmp ult i64 %v219, %v221
  %v239 = icmp ult i64 %v230, %v231
  %v240 = and i1 %v238, %v239
  %v241 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v232
  %v242 = bitcast half addrspace(1)* %v241 to <4 x i32> addrspace(1)*
  %v243 = load <4 x i32>, <4 x i32> addrspace(1)* %v242, align 16
  %v244 = extractelement <4 x i32> %v243, i32 0
  %v245 = trunc i32 %v244 to i16
  %v246 = bitcast i16 %v245 to half
  %v247 = fpext half %v246 to float
  %v248 = extractelement <4 x i32> %v243, i32 0
  %v249 = lshr i32 %v248, 16
  %v250 = trunc i32 %v249 to i16
  %v251 = bitcast i16 %v250 to half
  %v252 = fpext half %v251 to float
  %v253 = extractelement <4 x i32> %v243, i32 1
  %v254 = trunc i32 %v253 to i16
  %v255 = bitcast i16 %v254 to half
  %v256 = fpext half %v255 to float
  %v257 = extractelement <4 x i32> %v243, i32 1
  %v258 = lshr i32 %v257, 16
  %v259 = trunc i32 %v258 to i16
  %v260 = bitcast i16 %v259 to half
  %v261 = fpext half %v260 to float
  %v262 = extractelement <4 x i32> %v243, i32 2
  %v263 = trunc i32 %v262 to i16
  %v264 = bitcast i16 %v263 to half
  %v265 = fpext half %v264 to float
  %v266 = extractelement <4 x i32> %v243, i32 2
  %v267 = lshr i32 %v266, 16
  %v268 = trunc i32 %v267 to i16
  %v269 = bitcast i16 %v268 to half
  %v270 = fpext half %v269 to float
  %v271 = extractelement <4 x i32> %v243, i32 3
  %v272 = trunc i32 %v271 to i16
  %v273 = bitcast i16 %v272 to half
  %v274 = fpext half %v273 to float
  %v275 = extractelement <4 x i32> %v243, i32 3
  %v276 = lshr i32 %v275, 16
  %v277 = trunc i32 %v276 to i16
  %v278 = bitcast i16 %v277 to half
  %v279 = fpext half %v278 to float
  br label %ld_done9
ld_edge8:
  %v280 = fptrunc float 0x0000000000000000 to half
  %v281 = bitcast half %v280 to i16
  %v282 = zext i16 %v281 to i32
  %v283 = bitcast half %v280 to i16
  %v284 = zext i16 %v283 to i32
  %v285 = shl i32 %v284, 16
  %v286 = or i32 %v282, %v285
  %v287 = icmp ult i64 %v219, %v221
  %v288 = icmp ult i64 %v230, %v231
  %v289 = and i1 %v287, %v288
  %v290 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v232
  %v291 = bitcast half addrspace(1)* %v290 to <4 x i32> addrspace(1)*
  %v292 = ptrtoint <4 x i32> addrspace(1)* %v291 to i64
  %v293 = zext i1 %v289 to i32
  %v294 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v292, i32 %v293, i32 %v286, i32 %v286, i32 %v286, i32 %v286)
  %v295 = extractvalue {i32, i32, i32, i32} %v294, 0
  %v296 = extractvalue {i32, i32, i32, i32} %v294, 1
  %v297 = extractvalue {i32, i32, i32, i32} %v294, 2
  %v298 = extractvalue {i32, i32, i32, i32} %v294, 3
  %v299 = insertelement <4 x i32> undef, i32 %v295, i32 0
  %v300 = insertelement <4 x i32> %v299, i32 %v296, i32 1
  %v301 = insertelement <4 x i32> %v300, i32 %v297, i32 2
  %v302 = insertelement <4 x i32> %v301, i32 %v298, i32 3
  %v303 = extractelement <4 x i32> %v302, i32 0
  %v304 = trunc i32 %v303 to i16
  %v305 = bitcast i16 %v304 to half
  %v306 = fpext half %v305 to float
  %v307 = extractelement <4 x i32> %v302, i32 0
  %v308 = lshr i32 %v307, 16
  %v309 = trunc i32 %v308 to i16
  %v310 = bitcast i16 %v309 to half
  %v311 = fpext half %v310 to float
  %v312 = extractelement <4 x i32> %v302, i32 1
  %v313 = trunc i32 %v312 to i16
  %v314 = bitcast i16 %v313 to half
  %v315 = fpext half %v314 to float
  %v316 = extractelement <4 x i32> %v302, i32 1
  %v317 = lshr i32 %v316, 16
  %v318 = trunc i32 %v317 to i16
  %v319 = bitcast i16 %v318 to half
  %v320 = fpext half %v319 to float
  %v321 = extractelement <4 x i32> %v302, i32 2
  %v322 = trunc i32 %v321 to i16
  %v323 = bitcast i16 %v322 to half
  %v324 = fpext half %v323 to float
  %v325 = extractelement <4 x i32> %v302, i32 2
  %v326 = lshr i32 %v325, 16
  %v327 = trunc i32 %v326 to i16
  %v328 = bitcast i16 %v327 to half
  %v329 = fpext half %v328 to float
  %v330 = extractelement <4 x i32> %v302, i32 3
  %v331 = trunc i32 %v330 to i16
  %v332 = bitcast i16 %v331 to half
  %v333 = fpext half %v332 to float
  %v334 = extractelement <4 x i32> %v302, i32 3
  %v335 = lshr i32 %v334, 16
  %v336 = trunc i32 %v335 to i16
  %v337 = bitcast i16 %v336 to half
  %v338 = fpext half %v337 to float
  br label %ld_done9
ld_done9:
  %v339 = phi float [ %v247, %ld_full7 ], [ %v306, %ld_edge8 ]
  %v340 = phi float [ %v252, %ld_full7 ], [ %v311, %ld_edge8 ]
  %v341 = phi float [ %v256, %ld_full7 ], [ %v315, %ld_edge8 ]
  %v342 = phi float [ %v261, %ld_full7 ], [ %v320, %ld_edge8 ]
  %v343 = phi float [ %v265, %ld_full7 ], [ %v324, %ld_edge8 ]
  %v344 = phi float [ %v270, %ld_full7 ], [ %v329, %ld_edge8 ]
  %v345 = phi float [ %v274, %ld_full7 ], [ %v333, %ld_edge8 ]
  %v346 = phi float [ %v279, %ld_full7 ], [ %v338, %ld_edge8 ]
  call void @llvm.nvvm.barrier0()
  %v347 = and i32 %v2, 1
  %v348 = shl i32 %v347, 3
  %v349 = lshr i32 %v2, 1
  %v350 = and i32 %v349, 1
  %v351 = shl i32 %v350, 4
  %v352 = or i32 %v348, %v351
  %v353 = lshr i32 %v2, 2
  %v354 = and i32 %v353, 1
  %v355 = shl i32 %v354, 5
  %v356 = or i32 %v352, %v355
  %v357 = lshr i32 %v2, 3
  %v358 = and i32 %v357, 1
  %v359 = shl i32 %v358, 6
  %v360 = or i32 %v356, %v359
  %v361 = lshr i32 %v2, 4
  %v362 = and i32 %v361, 1
  %v363 = shl i32 %v362, 7
  %v364 = or i32 %v360, %v363
  %v365 = and i32 %v3, 1
  %v366 = shl i32 %v365, 8
  %v367 = or i32 %v364, %v366
  %v368 = udiv i32 %v367, 16
  %v369 = urem i32 %v367, 16
  %v370 = mul i32 %v368, 24
  %v371 = add i32 %v370, %v369
  %v372 = fptrunc float %v183 to half
  %v373 = bitcast half %v372 to i16
  %v374 = fptrunc float %v184 to half
  %v375 = bitcast half %v374 to i16
  %v376 = fptrunc float %v185 to half
  %v377 = bitcast half %v376 to i16
  %v378 = fptrunc float %v186 to half
  %v379 = bitcast half %v378 to i16
  %v380 = fptrunc float %v187 to half
  %v381 = bitcast half %v380 to i16
  %v382 = fptrunc float %v188 to half
  %v383 = bitcast half %v382 to i16
  %v384 = fptrunc float %v189 to half
  %v385 = bitcast half %v384 to i16
  %v386 = fptrunc float %v190 to half
  %v387 = bitcast half %v386 to i16
  %v388 = zext i16 %v373 to i32
  %v389 = zext i16 %v375 to i32
  %v390 = shl i32 %v389, 16
  %v391 = or i32 %v388, %v390
  %v392 = zext i16 %v377 to i32
  %v393 = zext i16 %v379 to i32
  %v394 = shl i32 %v393, 16
  %v395 = or i32 %v392, %v394
  %v396 = zext i16 %v381 to i32
  %v397 = zext i16 %v383 to i32
  %v398 = shl i32 %v397, 16
  %v399 = or i32 %v396, %v398
  %v400 = zext i16 %v385 to i32
  %v401 = zext i16 %v387 to i32
  %v402 = shl i32 %v401, 16
  %v403 = or i32 %v400, %v402
  %v404 = lshr i32 %v371, 1
  %v405 = insertelement <4 x i32> undef, i32 %v391, i32 0
  %v406 = insertelement <4 x i32> %v405, i32 %v395, i32 1
  %v407 = insertelement <4 x i32> %v406, i32 %v399, i32 2
  %v408 = insertelement <4 x i32> %v407, i32 %v403, i32 3
  %v409 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v410 = getelementptr inbounds i32, i32 addrspace(3)* %v409, i32 %v404
  %v411 = bitcast i32 addrspace(3)* %v410 to <4 x i32> addrspace(3)*
  store volatile <4 x i32> %v408, <4 x i32> addrspace(3)* %v411, align 16
  %v412 = and i32 %v2, 1
  %v413 = shl i32 %v412, 3
  %v414 = lshr i32 %v2, 1
  %v415 = and i32 %v414, 1
  %v416 = shl i32 %v415, 4
  %v417 = or i32 %v413, %v416
  %v418 = lshr i32 %v2, 2
  %v419 = and i32 %v418, 1
  %v420 = shl i32 %v419, 5
  %v421 = or i32 %v417, %v420
  %v422 = lshr i32 %v2, 3
  %v423 = and i32 %v422, 1
  %v424 = shl i32 %v423, 6
  %v425 = or i32 %v421, %v424
  %v426 = lshr i32 %v2, 4
  %v427 = and i32 %v426, 1
  %v428 = shl i32 %v427, 7
  %v429 = or i32 %v425, %v428
  %v430 = and i32 %v3, 1
  %v431 = shl i32 %v430, 8
  %v432 = or i32 %v429, %v431
  %v433 = udiv i32 %v432, 32
  %v434 = urem i32 %v432, 32
  %v435 = mul i32 %v433, 40
  %v436 = add i32 %v435, %v434
  %v437 = fptrunc float %v339 to half
  %v438 = bitcast half %v437 to i16
  %v439 = fptrunc float %v340 to half
  %v440 = bitcast half %v439 to i16
  %v441 = fptrunc float %v341 to half
  %v442 = bitcast half %v441 to i16
  %v443 = fptrunc float %v342 to half
  %v444 = bitcast half %v443 to i16
  %v445 = fptrunc float %v343 to half
  %v446 = bitcast half %v445 to i16
  %v447 = fptrunc float %v344 to half
  %v448 = bitcast half %v447 to i16
  %v449 = fptrunc float %v345 to half
  %v450 = bitcast half %v449 to i16
  %v451 = fptrunc float %v346 to half
  %v452 = bitcast half %v451 to i16
  %v453 = zext i16 %v438 to i32
  %v454 = zext i16 %v440 to i32
  %v455 = shl i32 %v454, 16
  %v456 = or i32 %v453, %v455
  %v457 = zext i16 %v442 to i32
  %v458 = zext i16 %v444 to i32
  %v459 = shl i32 %v458, 16
  %v460 = or i32 %v457, %v459
  %v461 = zext i16 %v446 to i32
  %v462 = zext i16 %v448 to i32
  %v463 = shl i32 %v462, 16
  %v464 = or i32 %v461, %v463
  %v465 = zext i16 %v450 to i32
  %v466 = zext i16 %v452 to i32
  %v467 = shl i32 %v466, 16
  %v468 = or i32 %v465, %v467
  %v469 = lshr i32 %v436, 1
  %v470 = insertelement <4 x i32> undef, i32 %v456, i32 0
  %v471 = insertelement <4 x i32> %v470, i32 %v460, i32 1
  %v472 = insertelement <4 x i32> %v471, i32 %v464, i32 2
  %v473 = insertelement <4 x i32> %v472, i32 %v468, i32 3
  %v474 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1536) to i32 addrspace(3)*
  %v475 = getelementptr inbounds i32, i32 addrspace(3)* %v474, i32 %v469
  %v476 = bitcast i32 addrspace(3)* %v475 to <4 x i32> addrspace(3)*
  store volatile <4 x i32> %v473, <4 x i32> addrspace(3)* %v476, align 16
  call void @llvm.nvvm.barrier0()
  %v477 = lshr i32 %v2, 2
  %v478 = and i32 %v2, 3
  %v479 = shl i32 %v478, 1
  br label %mma_tile10
mma_tile10:
  %v480 = phi i32 [ %v3, %ld_done9 ], [ %v790, %mma_k16_done14 ]
  %v481 = icmp slt i32 %v480, 1
  br i1 %v481, label %mma_tile_body11, label %mma_tile_done12
mma_tile_body11:
  %v482 = urem i32 %v480, 1
  %v483 = mul i32 %v480, 32
  %v484 = mul i32 %v482, 32
  %v485 = and i32 %v2, 15
  %v486 = lshr i32 %v2, 4
  %v487 = shl i32 %v486, 3
  %v488 = add i32 %v483, %v485
  %v489 = add i32 %v483, %v485
  %v490 = add i32 %v489, 16
  %v491 = add i32 %v484, %v487
  %v492 = add i32 %v484, %v487
  %v493 = add i32 %v492, 16
  br label %mma_k1613
mma_tile_done12:
  call void @llvm.nvvm.barrier0()
  %v791 = and i32 %v2, 1
  %v792 = shl i32 %v791, 2
  %v793 = lshr i32 %v2, 1
  %v794 = and i32 %v793, 1
  %v795 = shl i32 %v794, 3
  %v796 = or i32 %v792, %v795
  %v797 = lshr i32 %v2, 2
  %v798 = and i32 %v797, 1
  %v799 = shl i32 %v798, 4
  %v800 = or i32 %v796, %v799
  %v801 = lshr i32 %v2, 3
  %v802 = and i32 %v801, 1
  %v803 = shl i32 %v802, 5
  %v804 = or i32 %v800, %v803
  %v805 = lshr i32 %v2, 4
  %v806 = and i32 %v805, 1
  %v807 = shl i32 %v806, 6
  %v808 = or i32 %v804, %v807
  %v809 = and i32 %v3, 1
  %v810 = shl i32 %v809, 7
  %v811 = or i32 %v808, %v810
  %v812 = lshr i32 %v3, 1
  %v813 = and i32 %v812, 1
  %v814 = shl i32 %v813, 8
  %v815 = or i32 %v811, %v814
  %v816 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v817 = getelementptr inbounds float, float addrspace(3)* %v816, i32 %v815
  %v818 = load float, float addrspace(3)* %v817, align 4
  %v819 = or i32 %v815, 1
  %v820 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v821 = getelementptr inbounds float, float addrspace(3)* %v820, i32 %v819
  %v822 = load float, float addrspace(3)* %v821, align 4
  %v823 = or i32 %v815, 2
  %v824 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v825 = getelementptr inbounds float, float addrspace(3)* %v824, i32 %v823
  %v826 = load float, float addrspace(3)* %v825, align 4
  %v827 = or i32 %v815, 3
  %v828 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v829 = getelementptr inbounds float, float addrspace(3)* %v828, i32 %v827
  %v830 = load float, float addrspace(3)* %v829, align 4
  %v831 = or i32 %v815, 512
  %v832 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v833 = getelementptr inbounds float, float addrspace(3)* %v832, i32 %v831
  %v834 = load float, float addrspace(3)* %v833, align 4
  %v835 = or i32 %v815, 513
  %v836 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v837 = getelementptr inbounds float, float addrspace(3)* %v836, i32 %v835
  %v838 = load float, float addrspace(3)* %v837, align 4
  %v839 = or i32 %v815, 514
  %v840 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v841 = getelementptr inbounds float, float addrspace(3)* %v840, i32 %v839
  %v842 = load float, float addrspace(3)* %v841, align 4
  %v843 = or i32 %v815, 515
  %v844 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v845 = getelementptr inbounds float, float addrspace(3)* %v844, i32 %v843
  %v846 = load float, float addrspace(3)* %v845, align 4
  %v847 = fadd float %v21, %v818
  %v848 = fadd float %v22, %v822
  %v849 = fadd float %v23, %v826
  %v850 = fadd float %v24, %v830
  %v851 = fadd float %v25, %v834
  %v852 = fadd float %v26, %v838
  %v853 = fadd float %v27, %v842
  %v854 = fadd float %v28, %v846
  %v855 = add i64 %v29, 1
  br label %for1
mma_k1613:
  %v494 = phi i32 [ 0, %mma_tile_body11 ], [ %v611, %mma_k1613 ]
  %v495 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v572, %mma_k1613 ]
  %v496 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v573, %mma_k1613 ]
  %v497 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v574, %mma_k1613 ]
  %v498 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v575, %mma_k1613 ]
  %v499 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v577, %mma_k1613 ]
  %v500 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v578, %mma_k1613 ]
  %v501 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v579, %mma_k1613 ]
  %v502 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v580, %mma_k1613 ]
  %v503 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v582, %mma_k1613 ]
  %v504 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v583, %mma_k1613 ]
  %v505 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v584, %mma_k1613 ]
  %v506 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v585, %mma_k1613 ]
  %v507 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v587, %mma_k1613 ]
  %v508 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v588, %mma_k1613 ]
  %v509 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v589, %mma_k1613 ]
  %v510 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v590, %mma_k1613 ]
  %v511 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v592, %mma_k1613 ]
  %v512 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v593, %mma_k1613 ]
  %v513 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v594, %mma_k1613 ]
  %v514 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v595, %mma_k1613 ]
  %v515 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v597, %mma_k1613 ]
  %v516 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v598, %mma_k1613 ]
  %v517 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v599, %mma_k1613 ]
  %v518 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v600, %mma_k1613 ]
  %v519 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v602, %mma_k1613 ]
  %v520 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v603, %mma_k1613 ]
  %v521 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v604, %mma_k1613 ]
  %v522 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v605, %mma_k1613 ]
  %v523 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v607, %mma_k1613 ]
  %v524 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v608, %mma_k1613 ]
  %v525 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v609, %mma_k1613 ]
  %v526 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v610, %mma_k1613 ]
  %v527 = add i32 %v494, %v487
  %v528 = add i32 %v494, %v485
  %v529 = mul i32 %v488, 24
  %v530 = add i32 %v529, %v527
  %v531 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v532 = getelementptr inbounds i16, i16 addrspace(3)* %v531, i32 %v530
  %v533 = ptrtoint i16 addrspace(3)* %v532 to i32
  %v534 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v533)
  %v535 = extractvalue {i32, i32, i32, i32} %v534, 0
  %v536 = extractvalue {i32, i32, i32, i32} %v534, 1
  %v537 = extractvalue {i32, i32, i32, i32} %v534, 2
  %v538 = extractvalue {i32, i32, i32, i32} %v534, 3
  %v539 = mul i32 %v490, 24
  %v540 = add i32 %v539, %v527
  %v541 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v542 = getelementptr inbounds i16, i16 addrspace(3)* %v541, i32 %v540
  %v543 = ptrtoint i16 addrspace(3)* %v542 to i32
  %v544 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v543)
  %v545 = extractvalue {i32, i32, i32, i32} %v544, 0
  %v546 = extractvalue {i32, i32, i32, i32} %v544, 1
  %v547 = extractvalue {i32, i32, i32, i32} %v544, 2
  %v548 = extractvalue {i32, i32, i32, i32} %v544, 3
  %v549 = mul i32 %v528, 40
  %v550 = add i32 %v549, %v491
  %v551 = add i32 %v550, 768
  %v552 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v553 = getelementptr inbounds i16, i16 addrspace(3)* %v552, i32 %v551
  %v554 = ptrtoint i16 addrspace(3)* %v553 to i32
  %v555 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v554)
  %v556 = extractvalue {i32, i32, i32, i32} %v555, 0
  %v557 = extractvalue {i32, i32, i32, i32} %v555, 1
  %v558 = extractvalue {i32, i32, i32, i32} %v555, 2
  %v559 = extractvalue {i32, i32, i32, i32} %v555, 3
  %v560 = mul i32 %v528, 40
  %v561 = add i32 %v560, %v493
  %v562 = add i32 %v561, 768
  %v563 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v564 = getelementptr inbounds i16, i16 addrspace(3)* %v563, i32 %v562
  %v565 = ptrtoint i16 addrspace(3)* %v564 to i32
  %v566 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v565)
  %v567 = extractvalue {i32, i32, i32, i32} %v566, 0
  %v568 = extractvalue {i32, i32, i32, i32} %v566, 1
  %v569 = extractvalue {i32, i32, i32, i32} %v566, 2
  %v570 = extractvalue {i32, i32, i32, i32} %v566, 3
  %v571 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v535, i32 %v536, i32 %v537, i32 %v538, i32 %v556, i32 %v557, float %v495, float %v496, float %v497, float %v498)
  %v572 = extractvalue {float, float, float, float} %v571, 0
  %v573 = extractvalue {float, float, float, float} %v571, 1
  %v574 = extractvalue {float, float, float, float} %v571, 2
  %v575 = extractvalue {float, float, float, float} %v571, 3
  %v576 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v535, i32 %v536, i32 %v537, i32 %v538, i32 %v558, i32 %v559, float %v499, float %v500, float %v501, float %v502)
  %v577 = extractvalue {float, float, float, float} %v576, 0
  %v578 = extractvalue {float, float, float, float} %v576, 1
  %v579 = extractvalue {float, float, float, float} %v576, 2
  %v580 = extractvalue {float, float, float, float} %v576, 3
  %v581 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v535, i32 %v536, i32 %v537, i32 %v538, i32 %v567, i32 %v568, float %v503, float %v504, float %v505, float %v506)
  %v582 = extractvalue {float, float, float, float} %v581, 0
  %v583 = extractvalue {float, float, float, float} %v581, 1
  %v584 = extractvalue {float, float, float, float} %v581, 2
  %v585 = extractvalue {float, float, float, float} %v581, 3
  %v586 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v535, i32 %v536, i32 %v537, i32 %v538, i32 %v569, i32 %v570, float %v507, float %v508, float %v509, float %v510)
  %v587 = extractvalue {float, float, float, float} %v586, 0
  %v588 = extractvalue {float, float, float, float} %v586, 1
  %v589 = extractvalue {float, float, float, float} %v586, 2
  %v590 = extractvalue {float, float, float, float} %v586, 3
  %v591 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v545, i32 %v546, i32 %v547, i32 %v548, i32 %v556, i32 %v557, float %v511, float %v512, float %v513, float %v514)
  %v592 = extractvalue {float, float, float, float} %v591, 0
  %v593 = extractvalue {float, float, float, float} %v591, 1
  %v594 = extractvalue {float, float, float, float} %v591, 2
  %v595 = extractvalue {float, float, float, float} %v591, 3
  %v596 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v545, i32 %v546, i32 %v547, i32 %v548, i32 %v558, i32 %v559, float %v515, float %v516, float %v517, float %v518)
  %v597 = extractvalue {float, float, float, float} %v596, 0
  %v598 = extractvalue {float, float, float, float} %v596, 1
  %v599 = extractvalue {float, float, float, float} %v596, 2
  %v600 = extractvalue {float, float, float, float} %v596, 3
  %v601 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v545, i32 %v546, i32 %v547, i32 %v548, i32 %v567, i32 %v568, float %v519, float %v520, float %v521, float %v522)
  %v602 = extractvalue {float, float, float, float} %v601, 0
  %v603 = extractvalue {float, float, float, float} %v601, 1
  %v604 = extractvalue {float, float, float, float} %v601, 2
  %v605 = extractvalue {float, float, float, float} %v601, 3
  %v606 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v545, i32 %v546, i32 %v547, i32 %v548, i32 %v569, i32 %v570, float %v523, float %v524, float %v525, float %v526)
  %v607 = extractvalue {float, float, float, float} %v606, 0
  %v608 = extractvalue {float, float, float, float} %v606, 1
  %v609 = extractvalue {float, float, float, float} %v606, 2
  %v610 = extractvalue {float, float, float, float} %v606, 3
  %v611 = add i32 %v494, 16
  %v612 = icmp slt i32 %v611, 16
  br i1 %v612, label %mma_k1613, label %mma_k16_done14
mma_k16_done14:
  %v613 = add i32 %v483, %v477
  %v614 = add i32 %v484, %v479
  %v615 = mul i32 %v613, 32
  %v616 = add i32 %v615, %v614
  %v617 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v618 = getelementptr inbounds float, float addrspace(3)* %v617, i32 %v616
  store float %v572, float addrspace(3)* %v618, align 4
  %v619 = add i32 %v614, 1
  %v620 = mul i32 %v613, 32
  %v621 = add i32 %v620, %v619
  %v622 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v623 = getelementptr inbounds float, float addrspace(3)* %v622, i32 %v621
  store float %v573, float addrspace(3)* %v623, align 4
  %v624 = add i32 %v613, 8
  %v625 = mul i32 %v624, 32
  %v626 = add i32 %v625, %v614
  %v627 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v628 = getelementptr inbounds float, float addrspace(3)* %v627, i32 %v626
  store float %v574, float addrspace(3)* %v628, align 4
  %v629 = add i32 %v613, 8
  %v630 = add i32 %v614, 1
  %v631 = mul i32 %v629, 32
  %v632 = add i32 %v631, %v630
  %v633 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v634 = getelementptr inbounds float, float addrspace(3)* %v633, i32 %v632
  store float %v575, float addrspace(3)* %v634, align 4
  %v635 = add i32 %v484, %v479
  %v636 = add i32 %v635, 8
  %v637 = mul i32 %v613, 32
  %v638 = add i32 %v637, %v636
  %v639 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v640 = getelementptr inbounds float, float addrspace(3)* %v639, i32 %v638
  store float %v577, float addrspace(3)* %v640, align 4
  %v641 = add i32 %v636, 1
  %v642 = mul i32 %v613, 32
  %v643 = add i32 %v642, %v641
  %v644 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v645 = getelementptr inbounds float, float addrspace(3)* %v644, i32 %v643
  store float %v578, float addrspace(3)* %v645, align 4
  %v646 = add i32 %v613, 8
  %v647 = mul i32 %v646, 32
  %v648 = add i32 %v647, %v636
  %v649 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v650 = getelementptr inbounds float, float addrspace(3)* %v649, i32 %v648
  store float %v579, float addrspace(3)* %v650, align 4
  %v651 = add i32 %v613, 8
  %v652 = add i32 %v636, 1
  %v653 = mul i32 %v651, 32
  %v654 = add i32 %v653, %v652
  %v655 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v656 = getelementptr inbounds float, float addrspace(3)* %v655, i32 %v654
  store float %v580, float addrspace(3)* %v656, align 4
  %v657 = add i32 %v484, %v479
  %v658 = add i32 %v657, 16
  %v659 = mul i32 %v613, 32
  %v660 = add i32 %v659, %v658
  %v661 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v662 = getelementptr inbounds float, float addrspace(3)* %v661, i32 %v660
  store float %v582, float addrspace(3)* %v662, align 4
  %v663 = add i32 %v658, 1
  %v664 = mul i32 %v613, 32
  %v665 = add i32 %v664, %v663
  %v666 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v667 = getelementptr inbounds float, float addrspace(3)* %v666, i32 %v665
  store float %v583, float addrspace(3)* %v667, align 4
  %v668 = add i32 %v613, 8
  %v669 = mul i32 %v668, 32
  %v670 = add i32 %v669, %v658
  %v671 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v672 = getelementptr inbounds float, float addrspace(3)* %v671, i32 %v670
  store float %v584, float addrspace(3)* %v672, align 4
  %v673 = add i32 %v613, 8
  %v674 = add i32 %v658, 1
  %v675 = mul i32 %v673, 32
  %v676 = add i32 %v675, %v674
  %v677 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v678 = getelementptr inbounds float, float addrspace(3)* %v677, i32 %v676
  store float %v585, float addrspace(3)* %v678, align 4
  %v679 = add i32 %v484, %v479
  %v680 = add i32 %v679, 24
  %v681 = mul i32 %v613, 32
  %v682 = add i32 %v681, %v680
  %v683 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v684 = getelementptr inbounds float, float addrspace(3)* %v683, i32 %v682
  store float %v587, float addrspace(3)* %v684, align 4
  %v685 = add i32 %v680, 1
  %v686 = mul i32 %v613, 32
  %v687 = add i32 %v686, %v685
  %v688 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v689 = getelementptr inbounds float, float addrspace(3)* %v688, i32 %v687
  store float %v588, float addrspace(3)* %v689, align 4
  %v690 = add i32 %v613, 8
  %v691 = mul i32 %v690, 32
  %v692 = add i32 %v691, %v680
  %v693 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v694 = getelementptr inbounds float, float addrspace(3)* %v693, i32 %v692
  store float %v589, float addrspace(3)* %v694, align 4
  %v695 = add i32 %v613, 8
  %v696 = add i32 %v680, 1
  %v697 = mul i32 %v695, 32
  %v698 = add i32 %v697, %v696
  %v699 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v700 = getelementptr inbounds float, float addrspace(3)* %v699, i32 %v698
  store float %v590, float addrspace(3)* %v700, align 4
  %v701 = add i32 %v483, %v477
  %v702 = add i32 %v701, 16
  %v703 = add i32 %v484, %v479
  %v704 = mul i32 %v702, 32
  %v705 = add i32 %v704, %v703
  %v706 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v707 = getelementptr inbounds float, float addrspace(3)* %v706, i32 %v705
  store float %v592, float addrspace(3)* %v707, align 4
  %v708 = add i32 %v703, 1
  %v709 = mul i32 %v702, 32
  %v710 = add i32 %v709, %v708
  %v711 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v712 = getelementptr inbounds float, float addrspace(3)* %v711, i32 %v710
  store float %v593, float addrspace(3)* %v712, align 4
  %v713 = add i32 %v702, 8
  %v714 = mul i32 %v713, 32
  %v715 = add i32 %v714, %v703
  %v716 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v717 = getelementptr inbounds float, float addrspace(3)* %v716, i32 %v715
  store float %v594, float addrspace(3)* %v717, align 4
  %v718 = add i32 %v702, 8
  %v719 = add i32 %v703, 1
  %v720 = mul i32 %v718, 32
  %v721 = add i32 %v720, %v719
  %v722 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v723 = getelementptr inbounds float, float addrspace(3)* %v722, i32 %v721
  store float %v595, float addrspace(3)* %v723, align 4
  %v724 = add i32 %v484, %v479
  %v725 = add i32 %v724, 8
  %v726 = mul i32 %v702, 32
  %v727 = add i32 %v726, %v725
  %v728 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v729 = getelementptr inbounds float, float addrspace(3)* %v728, i32 %v727
  store float %v597, float addrspace(3)* %v729, align 4
  %v730 = add i32 %v725, 1
  %v731 = mul i32 %v702, 32
  %v732 = add i32 %v731, %v730
  %v733 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v734 = getelementptr inbounds float, float addrspace(3)* %v733, i32 %v732
  store float %v598, float addrspace(3)* %v734, align 4
  %v735 = add i32 %v702, 8
  %v736 = mul i32 %v735, 32
  %v737 = add i32 %v736, %v725
  %v738 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v739 = getelementptr inbounds float, float addrspace(3)* %v738, i32 %v737
  store float %v599, float addrspace(3)* %v739, align 4
  %v740 = add i32 %v702, 8
  %v741 = add i32 %v725, 1
  %v742 = mul i32 %v740, 32
  %v743 = add i32 %v742, %v741
  %v744 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v745 = getelementptr inbounds float, float addrspace(3)* %v744, i32 %v743
  store float %v600, float addrspace(3)* %v745, align 4
  %v746 = add i32 %v484, %v479
  %v747 = add i32 %v746, 16
  %v748 = mul i32 %v702, 32
  %v749 = add i32 %v748, %v747
  %v750 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v751 = getelementptr inbounds float, float addrspace(3)* %v750, i32 %v749
  store float %v602, float addrspace(3)* %v751, align 4
  %v752 = add i32 %v747, 1
  %v753 = mul i32 %v702, 32
  %v754 = add i32 %v753, %v752
  %v755 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v756 = getelementptr inbounds float, float addrspace(3)* %v755, i32 %v754
  store float %v603, float addrspace(3)* %v756, align 4
  %v757 = add i32 %v702, 8
  %v758 = mul i32 %v757, 32
  %v759 = add i32 %v758, %v747
  %v760 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v761 = getelementptr inbounds float, float addrspace(3)* %v760, i32 %v759
  store float %v604, float addrspace(3)* %v761, align 4
  %v762 = add i32 %v702, 8
  %v763 = add i32 %v747, 1
  %v764 = mul i32 %v762, 32
  %v765 = add i32 %v764, %v763
  %v766 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v767 = getelementptr inbounds float, float addrspace(3)* %v766, i32 %v765
  store float %v605, float addrspace(3)* %v767, align 4
  %v768 = add i32 %v484, %v479
  %v769 = add i32 %v768, 24
  %v770 = mul i32 %v702, 32
  %v771 = add i32 %v770, %v769
  %v772 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v773 = getelementptr inbounds float, float addrspace(3)* %v772, i32 %v771
  store float %v607, float addrspace(3)* %v773, align 4
  %v774 = add i32 %v769, 1
  %v775 = mul i32 %v702, 32
  %v776 = add i32 %v775, %v774
  %v777 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v778 = getelementptr inbounds float, float addrspace(3)* %v777, i32 %v776
  store float %v608, float addrspace(3)* %v778, align 4
  %v779 = add i32 %v702, 8
  %v780 = mul i32 %v779, 32
  %v781 = add i32 %v780, %v769
  %v782 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v783 = getelementptr inbounds float, float addrspace(3)* %v782, i32 %v781
  store float %v609, float addrspace(3)* %v783, align 4
  %v784 = add i32 %v702, 8
  %v785 = add i32 %v769, 1
  %v786 = mul i32 %v784, 32
  %v787 = add i32 %v786, %v785
  %v788 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2816) to float addrspace(3)*
  %v789 = getelementptr inbounds float, float addrspace(3)* %v788, i32 %v787
  store float %v610, float addrspace(3)* %v789, align 4
  %v790 = add i32 %v480, 4
  br label %mma_tile10
st_full15:
  %v908 = icmp ult i64 %v889, %v891
  %v909 = icmp ult i64 %v900, %v901
  %v910 = and i1 %v908, %v909
  %v911 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v902
  %v912 = insertelement <4 x float> undef, float %v21, i32 0
  %v913 = insertelement <4 x float> %v912, float %v22, i32 1
  %v914 = insertelement <4 x float> %v913, float %v23, i32 2
  %v915 = insertelement <4 x float> %v914, float %v24, i32 3
  %v916 = bitcast float addrspace(1)* %v911 to <4 x float> addrspace(1)*
  store <4 x float> %v915, <4 x float> addrspace(1)* %v916, align 16
  %v917 = mul i64 16, %v890
  %v918 = add i64 %v902, %v917
  %v919 = add i64 %v889, 16
  %v920 = icmp ult i64 %v919, %v891
  %v921 = icmp ult i64 %v900, %v901
  %v922 = and i1 %v920, %v921
  %v923 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v918
  %v924 = insertelement <4 x float> undef, float %v25, i32 0
  %v925 = insertelement <4 x float> %v924, float %v26, i32 1
  %v926 = insertelement <4 x float> %v925, float %v27, i32 2
  %v927 = insertelement <4 x float> %v926, float %v28, i32 3
  %v928 = bitcast float addrspace(1)* %v923 to <4 x float> addrspace(1)*
  store <4 x float> %v927, <4 x float> addrspace(1)* %v928, align 16
  br label %st_done17
st_edge16:
  %v929 = icmp ult i64 %v889, %v891
  %v930 = icmp ult i64 %v900, %v901
  %v931 = and i1 %v929, %v930
  %v932 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v902
  br i1 %v931, label %st18, label %join19
st_done17:
  ret void
st18:
  %v933 = insertelement <4 x float> undef, float %v21, i32 0
  %v934 = insertelement <4 x float> %v933, float %v22, i32 1
  %v935 = insertelement <4 x float> %v934, float %v23, i32 2
  %v936 = insertelement <4 x float> %v935, float %v24, i32 3
  %v937 = bitcast float addrspace(1)* %v932 to <4 x float> addrspace(1)*
  store <4 x float> %v936, <4 x float> addrspace(1)* %v937, align 16
  br label %join19
join19:
  %v938 = mul i64 16, %v890
  %v939 = add i64 %v902, %v938
  %v940 = add i64 %v889, 16
  %v941 = icmp ult i64 %v940, %v891
  %v942 = icmp ult i64 %v900, %v901
  %v943 = and i1 %v941, %v942
  %v944 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v939
  br i1 %v943, label %st20, label %join21
st20:
  %v945 = insertelement <4 x float> undef, float %v25, i32 0
  %v946 = insertelement <4 x float> %v945, float %v26, i32 1
  %v947 = insertelement <4 x float> %v946, float %v27, i32 2
  %v948 = insertelement <4 x float> %v947, float %v28, i32 3
  %v949 = bitcast float addrspace(1)* %v944 to <4 x float> addrspace(1)*
  store <4 x float> %v948, <4 x float> addrspace(1)* %v949, align 16
  br label %join21
join21:
  br label %st_done17
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel matmul [BM=128, BN=8, BK=32]
; another specialisation of `matmul` (the first is written out above): 945 lines, sha256 2a3c4375425659283fdf7dcb4d749057fd0ac4ac2ac4ee76c25165ace72ecdab
; lines with mma.sync 2, ldmatrix 3, barrier0 4, addrspace(3) 58, addrspace(1) 27
